/**
 * Where a link or picture staff put in published content may point: a path on this site
 * (`/campaigns/eid`) or an https URL. The API refuses anything else when content is written,
 * and the storefront drops anything else when it renders, so both sides share this one rule.
 *
 * Browsers are generous with what they read as a URL, so the rule is narrow on purpose:
 *  - only printable ASCII, no spaces: browsers drop tabs and newlines inside a URL
 *    (`java\tscript:`, `/\t/evil.example`) and strip leading control characters, and
 *    lookalike characters (a fullwidth `／`, a division slash) have no place in a link
 *    staff type; an international address is written in its `xn--` form;
 *  - no backslash anywhere: browsers read `\` as `/`, so `/\evil.example` is `//evil.example`;
 *  - a site path may not start with `//` (another host, scheme-relative), not even once
 *    percent-decoded (`/%2F%2Fevil.example`, `/%5Cevil.example`), since servers and routers
 *    decode paths before they redirect;
 *  - any other link is `https://` with a host and no `user:password@` part (that form only
 *    serves to make `https://crossport.example@evil.example` look like ours). `javascript:`,
 *    `data:`, `http:` and every other scheme are refused, in any letter case.
 */
export function isSafeContentLink(value: string): boolean {
  if (value.length === 0 || !PRINTABLE_ASCII.test(value)) return false;
  return value.startsWith('/') ? isSitePath(value) : isHttpsUrl(value);
}

/** `!` to `~`: no space, no control character, no backslash, nothing outside ASCII. */
const PRINTABLE_ASCII = /^[\x21-\x5b\x5d-\x7e]+$/;
// What a path must not hold once percent-decoded: controls, spaces of every kind, the
// backslash, invisible formatting characters and slash lookalikes.
const UNSAFE_DECODED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\\u2044\u2215\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;
// Enough rounds for double encoding, and bounded.
const MAX_DECODE_ROUNDS = 3;
const CHECK_ORIGIN = 'http://content-link.invalid';

function isSitePath(value: string): boolean {
  if (value.startsWith('//')) return false;
  const path = decodedPath(value);
  if (path === null || path.startsWith('//') || UNSAFE_DECODED.test(path)) return false;
  // The last word goes to the URL parser browsers use: the link must stay on this site.
  return new URL(value, CHECK_ORIGIN).origin === CHECK_ORIGIN;
}

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  );
}

/** The path (before `?` or `#`) percent-decoded until stable; null when malformed. */
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
