/** The product page of a catalog product. */
export function productHref(id: number): string {
  return `/products/${id}`;
}

/** A product id from a route segment, or null when it is not one. */
export function productIdOrNull(segment: string): number | null {
  if (!/^[1-9]\d{0,14}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/** The search page listing one category. */
export function categoryHref(id: number): string {
  return `/search?category=${id}`;
}
