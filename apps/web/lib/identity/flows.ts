import { IDENTITY_PREFIX } from '@crossport/edge/identity-paths';

/** The self-service flows of the identity service (Kratos) that have a page in the web app. */
export const flowKinds = ['login', 'registration', 'recovery', 'verification', 'settings'] as const;
export type FlowKind = (typeof flowKinds)[number];

/** Query parameters each flow's `/browser` endpoint accepts besides `return_to` (spec §7). */
const extraParams: Record<FlowKind, readonly string[]> = {
  login: ['refresh', 'aal', 'login_challenge', 'organization', 'via'],
  registration: ['login_challenge', 'after_verification_return_to', 'organization'],
  recovery: [],
  verification: [],
  settings: [],
};

/** The web page that renders a flow; the identity service redirects here with `?flow=<id>`. */
export function flowPagePath(kind: FlowKind, flowId?: string): string {
  return flowId ? `/${kind}?flow=${encodeURIComponent(flowId)}` : `/${kind}`;
}

/**
 * Where the browser goes to start a flow, Kratos-style: the identity service creates it, sets
 * its CSRF cookie and redirects back to the flow's page. Unknown parameters are not forwarded.
 */
export function browserFlowUrl(
  kind: FlowKind,
  params: Readonly<Record<string, string | undefined>>,
  returnTo: string | null,
): string {
  const query = new URLSearchParams();
  if (returnTo) query.set('return_to', returnTo);
  for (const name of extraParams[kind]) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `${IDENTITY_PREFIX}/self-service/${kind}/browser${search ? `?${search}` : ''}`;
}

/**
 * URLs the identity service hands out (a form's `action`, `logout_url`, links) may name its own
 * address. The browser must reach it through the web origin's `/api/.ory` proxy instead, so
 * its cookies stay first-party — the same rewrite Ory's own Next.js integration does.
 */
export function throughProxy(url: string, webOrigin: string, identityUrl?: string): string {
  if (identityUrl) {
    const base = identityUrl.replace(/\/$/, '');
    if (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) {
      return `${IDENTITY_PREFIX}${url.slice(base.length)}`;
    }
  }
  let parsed: URL;
  try {
    parsed = new URL(url, webOrigin);
  } catch {
    return url;
  }
  if (parsed.origin === new URL(webOrigin).origin) {
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  // Another origin serving the Kratos public API (its paths, not ours) is the identity service.
  if (/^\/(self-service|sessions)\//.test(parsed.pathname)) {
    return `${IDENTITY_PREFIX}${parsed.pathname}${parsed.search}`;
  }
  return url;
}

/** What the page does when fetching a flow by id did not give a flow. */
export type FlowProblem =
  | { action: 'restart' }
  | { action: 'use-flow'; flowId: string }
  | { action: 'redirect'; to: string }
  | { action: 'signed-in' }
  | { action: 'sign-in' }
  | { action: 'show-error'; status: number; id?: string; message?: string };

interface KratosErrorBody {
  error?: { id?: string; message?: string; reason?: string; details?: Record<string, unknown> };
  redirect_browser_to?: string;
  use_flow_id?: string;
}

function asErrorBody(body: unknown): KratosErrorBody {
  return typeof body === 'object' && body !== null ? (body as KratosErrorBody) : {};
}

/**
 * Sorts an error answer of `GET /self-service/<flow>/flows?id=` (or of creating a flow) into
 * what the page should do, following Kratos' statuses and error ids (COMPAT-NOTES.md).
 */
export function classifyFlowError(status: number, rawBody: unknown): FlowProblem {
  const body = asErrorBody(rawBody);
  const id = body.error?.id;
  const redirectTo =
    body.redirect_browser_to ??
    (typeof body.error?.details?.redirect_to === 'string'
      ? body.error.details.redirect_to
      : undefined);

  if (id === 'session_already_available') return { action: 'signed-in' };
  if (
    redirectTo &&
    (id === 'browser_location_change_required' ||
      status === 422 ||
      id === 'session_refresh_required' ||
      id === 'session_aal2_required')
  ) {
    return { action: 'redirect', to: redirectTo };
  }
  if (status === 410) {
    const fresh = body.use_flow_id ?? body.error?.details?.use_flow_id;
    return typeof fresh === 'string' && fresh
      ? { action: 'use-flow', flowId: fresh }
      : { action: 'restart' };
  }
  // An unknown flow, or one whose CSRF cookie this browser does not hold: start over.
  if (status === 404 || status === 403) return { action: 'restart' };
  if (status === 401) return { action: 'sign-in' };
  return {
    action: 'show-error',
    status,
    id,
    message: body.error?.reason ?? body.error?.message,
  };
}
