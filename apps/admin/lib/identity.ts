/**
 * Staff sign-in through the identity service's browser flows as JSON (the way Ory Elements
 * does it with fetch), on this origin's `/api/.ory` proxy: the flow's own action URL names the
 * storefront's origin, so forms are posted to the same path here instead.
 */
const IDENTITY = '/api/.ory';
const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

interface UiNode {
  attributes: {
    name?: string;
    value?: unknown;
    id?: string;
    src?: string;
    text?: { text: string };
  };
  messages?: { id: number; text: string }[];
}
export interface Flow {
  id: string;
  ui: { nodes: UiNode[]; messages?: { id: number; text: string }[] };
}

export class FlowProblem extends Error {}

function csrf(flow: Flow): string {
  const node = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token');
  return String(node?.attributes.value ?? '');
}

/** Every message the flow shows (form and fields), for the sign-in page. */
export function flowMessages(flow: Flow): string[] {
  return [...(flow.ui.messages ?? []), ...flow.ui.nodes.flatMap((n) => n.messages ?? [])].map(
    (m) => m.text,
  );
}

async function start(query: string): Promise<Flow> {
  const response = await fetch(`${IDENTITY}/self-service/login/browser${query}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  const body = await response.json();
  if (!response.ok)
    throw new FlowProblem(
      body?.error?.reason ?? body?.error?.message ?? 'Sign-in is not available.',
    );
  return body as Flow;
}

async function submit(
  flow: Flow,
  fields: Record<string, string>,
): Promise<{ ok: boolean; flow?: Flow }> {
  const response = await fetch(
    `${IDENTITY}/self-service/login?flow=${encodeURIComponent(flow.id)}`,
    {
      method: 'POST',
      headers: JSON_HEADERS,
      credentials: 'same-origin',
      body: JSON.stringify({ ...fields, csrf_token: csrf(flow) }),
    },
  );
  if (response.ok) return { ok: true };
  const body = await response.json();
  if (body?.ui) return { ok: false, flow: body as Flow };
  if (secondFactorNext(response.status, body)) return { ok: true };
  throw new FlowProblem(body?.error?.reason ?? body?.error?.message ?? 'Sign-in failed.');
}

/**
 * The password was right and the account has an authenticator app: the identity service
 * (as Kratos does with `session.whoami.required_aal: highest_available`) sets the aal1
 * session cookie and answers 422 pointing the browser at the aal2 login, which is this page's
 * code step.
 */
export function secondFactorNext(status: number, body: unknown): boolean {
  const answer = body as { error?: { id?: string }; redirect_browser_to?: unknown } | null;
  if (status !== 422 || answer?.error?.id !== 'browser_location_change_required') return false;
  if (typeof answer.redirect_browser_to !== 'string') return false;
  try {
    return new URL(answer.redirect_browser_to, 'http://x').searchParams.get('aal') === 'aal2';
  } catch {
    return false;
  }
}

/** Email and password: the first factor (an aal1 session; staff always have a second). */
export async function signInWithPassword(email: string, password: string) {
  const flow = await start('');
  return submit(flow, { method: 'password', identifier: email, password });
}

/** The authenticator code: raises the session to aal2. */
export async function confirmWithCode(code: string) {
  const flow = await start('?aal=aal2');
  if (!flow.ui.nodes.some((n) => n.attributes.name === 'totp_code')) {
    return { ok: false, flow };
  }
  return submit(flow, { method: 'totp', totp_code: code });
}

/** Ends the session (the logout flow for browsers). */
export async function signOut(): Promise<void> {
  const response = await fetch(`${IDENTITY}/self-service/logout/browser`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) return;
  const { logout_token: token } = (await response.json()) as { logout_token: string };
  await fetch(`${IDENTITY}/self-service/logout?token=${encodeURIComponent(token)}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
}
