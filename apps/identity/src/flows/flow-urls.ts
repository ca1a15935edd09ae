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

/**
 * Accepts a `return_to` only on the web app's origin or under one of
 * IDENTITY_ALLOWED_RETURN_URLS, so a flow can never be used to bounce a customer to a
 * phishing site. Relative paths resolve against the web app.
 */
export function allowedReturnTo(config: IdentityConfig, raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, `${config.uiUrl}/`);
  } catch {
    throw returnToForbidden(raw);
  }
  const href = url.toString();
  if (url.origin === new URL(config.uiUrl).origin) return href;
  // Like Kratos, its own self-service URLs (the return from a refresh sign-in to a paused
  // settings change).
  if (href.startsWith(`${config.publicUrl}/self-service/`)) return href;
  if (config.allowedReturnUrls.some((allowed) => href.startsWith(allowed))) return href;
  throw returnToForbidden(raw);
}

/** Appends query parameters to a URL that may already carry some. */
export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}
