const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/**
 * Segments start with a letter or digit (so never `.` or `..`) and hold no separators or
 * control characters; the key can be joined under a root or used as an object name safely.
 */
export function assertStorageKey(key: string): void {
  const valid =
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    key.split('/').every((segment) => SEGMENT.test(segment));
  if (!valid) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
