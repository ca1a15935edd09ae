/**
 * The headers every commerce call carries (spec §3, §7 and docs/api.md): guest identity,
 * request context, JSON content negotiation and the XSRF token on unsafe methods.
 * Pure functions: the browser passes in its storage, cookies and user agent.
 */

export const GUEST_ID_KEY = 'mvn-guest-id';
export const GUEST_SESSION_KEY = 'mvn-guest-session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Sent while no guest identity exists yet, for example when rendering on the server. */
export const ANONYMOUS_GUEST: GuestIdentity = { guestId: '1', guestSession: '1' };

/**
 * What the API accepts as a guest id or session (16-64 URL-safe characters): a value kept
 * from an older version or edited by hand is replaced instead of failing every call.
 */
export const GUEST_VALUE = /^[A-Za-z0-9_-]{16,64}$/;

export interface GuestIdentity {
  guestId: string;
  guestSession: string;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads the guest identity from storage, creating and saving whatever part is missing. */
export function ensureGuestIdentity(
  storage: KeyValueStorage | undefined,
  newId: () => string = () => crypto.randomUUID(),
): GuestIdentity {
  if (!storage) return ANONYMOUS_GUEST;
  const read = (key: string): string => {
    const existing = storage.getItem(key);
    if (existing && GUEST_VALUE.test(existing)) return existing;
    const created = newId();
    storage.setItem(key, created);
    return created;
  };
  return { guestId: read(GUEST_ID_KEY), guestSession: read(GUEST_SESSION_KEY) };
}

export type Platform = 'web' | 'mobile';

export interface RequestContext {
  os: string;
  userAgent: string;
  platform: Platform;
}

/** Names the operating system the way support staff talk about it. */
export function detectOs(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'macOS';
  if (/cros/i.test(userAgent)) return 'ChromeOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'unknown';
}

/** Base64 of the UTF-8 JSON `{os, userAgent, platform}`, the X-Request-Context header value. */
export function encodeRequestContext(userAgent: string, platform: Platform = 'web'): string {
  const context: RequestContext = { os: detectOs(userAgent), userAgent, platform };
  const bytes = new TextEncoder().encode(JSON.stringify(context));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The value of one cookie from a `document.cookie`-style string, decoded. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export interface HeaderInputs {
  method: string;
  guest: GuestIdentity;
  userAgent: string;
  /** `document.cookie` in the browser; empty on the server. */
  cookies?: string;
  platform?: Platform;
}

export function buildRequestHeaders({
  method,
  guest,
  userAgent,
  cookies = '',
  platform = 'web',
}: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Guest-Id': guest.guestId,
    'X-Guest-Session': guest.guestSession,
    'X-Request-Context': encodeRequestContext(userAgent, platform),
  };
  const xsrf = isUnsafeMethod(method) ? readCookie(cookies, XSRF_COOKIE) : undefined;
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}
