/** `body.slabs.1` → "slab 2": the API's field path in the words of the form. */
export function fieldName(field: string): string {
  const path = field.replace(/^(body|querystring|params)\./, '').split('.');
  const [name, index] = path;
  if (name && index !== undefined && /^\d+$/.test(index)) {
    return `${name.replace(/s$/, '').replace(/_/g, ' ')} ${Number(index) + 1}`;
  }
  return path.join(' ').replace(/_/g, ' ');
}
