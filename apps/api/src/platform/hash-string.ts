/** FNV-1a over UTF-16 units: a fast stable hash for seeds and picture colours, not for secrets. */
export function hashString(value: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}
