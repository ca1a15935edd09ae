import type { IdentityConfig } from '../config.ts';
import { returnToForbidden } from '../errors.ts';
import type { Flow, FlowKind } from './flow.ts';

/** Where the form posts to: this service, as browsers reach it through the web proxy. */
export function actionUrl(config: IdentityConfig, kind: FlowKind, flowId: string): string {
  return `${config.publicUrl}/self-service/${kind}?flow=${flowId}`;
}

/** The web page that renders a flow (`/login?flow=<id>`). */
export function flowPageUrl(config: IdentityConfig, kind: FlowKind, flowId: string): string {
  return `${config.uiUrl}/${kind}?flow=${flowId}`;
}

export function pageUrl(config: IdentityConfig, flow: Flow): string {
  return flowPageUrl(config, flow.kind, flow.id);
}

export function defaultReturnTo(config: IdentityConfig): string {
  return `${config.uiUrl}/`;
}

/** Percent-decoding stops after this many rounds: enough for double encoding, and bounded. */
const MAX_DECODE_ROUNDS = 3;

/**
 * Whether `url` is at or below `allowed`, compared as parsed URLs: same scheme and host (port
 * included), and a path equal to the allowed one or under it at a `/` boundary. Comparing
 * strings would let `https://partner.example@evil.example` pass for `https://partner.example`,
 * and `/returnevil` for `/return`.
 */
function isAt(url: URL, allowed: string): boolean {
  let base: URL;
  try {
    base = new URL(allowed);
  } catch {
    return false;
  }
  if (url.protocol !== base.protocol || url.host !== base.host) return false;
  const path = base.pathname;
  if (path === '' || path === '/' || url.pathname === path) return true;
  return url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

/**
 * A path on the web app that a browser or the web's own router could still read as another
 * site: one starting `//` or holding a backslash, raw or once percent-decoded (the web's
 * `safeReturnPath` refuses the same).
 */
function leavesTheSite(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (path.startsWith('//') || path.includes('\\')) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
}

/**
 * Accepts a `return_to` only on the web app's origin, its own `/self-service/` URLs or at or
 * below one of IDENTITY_ALLOWED_RETURN_URLS, so a flow can never be used to bounce a customer
 * to a phishing site. Relative paths resolve against the web app. A user name or password in
 * the URL (`https://shop@evil.example`), and web-app paths that would leave the site once
 * decoded, are refused whatever the origin. Every flow and logout checks through here.
 */
export function allowedReturnTo(config: IdentityConfig, raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, `${config.uiUrl}/`);
  } catch {
    throw returnToForbidden(raw);
  }
  if (url.username || url.password) throw returnToForbidden(raw);
  const href = url.toString();
  if (url.origin === new URL(config.uiUrl).origin) {
    if (leavesTheSite(url.pathname)) throw returnToForbidden(raw);
    return href;
  }
  // Like Kratos, its own self-service URLs (the return from a refresh sign-in to a paused
  // settings change).
  if (isAt(url, `${config.publicUrl}/self-service/`)) return href;
  if (config.allowedReturnUrls.some((allowed) => isAt(url, allowed))) return href;
  throw returnToForbidden(raw);
}

/** Appends query parameters to a URL that may already carry some. */
export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}
