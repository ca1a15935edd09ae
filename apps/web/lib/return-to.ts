const CHECK_ORIGIN = 'http://return-to.invalid';
// Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\t/evil.example` or
// `/\evil.example` would leave the site. No path we build ourselves holds any of them raw
// (our own paths are percent-encoded), so a value with one is refused outright.
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/u;
// The path is percent-decoded a few times at most: enough for double encoding, and bounded.
const MAX_DECODE_ROUNDS = 3;

/** Only same-site paths may be returned to after sign-in; anything else is dropped. */
export function safeReturnPath(value: string | undefined | null): string | null {
  if (!value || !value.startsWith('/') || UNSAFE_CHARACTER.test(value)) return null;
  const path = decodedPath(value);
  if (path === null || path.startsWith('//') || UNSAFE_CHARACTER.test(path)) return null;
  // The last word goes to the URL parser browsers use: the value must stay on our origin.
  if (new URL(value, CHECK_ORIGIN).origin !== CHECK_ORIGIN) return null;
  return value;
}

/** The path part (before `?` or `#`) percent-decoded until stable, or null when malformed. */
function decodedPath(value: string): string | null {
  let path = value.split(/[?#]/, 1)[0]!;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded === path) return path;
    path = decoded;
  }
  return /%[0-9a-f]{2}/i.test(path) ? null : path;
}
