import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface FakeIdentity {
  url: string;
  /** Sessions by credential: cookie value or session token. */
  sessions: Map<string, object>;
  whoamiCalls: number;
  /** When set, whoami answers this status (e.g. 500) instead of looking sessions up. */
  failWith: number | null;
  /** Credentials signed in with the password only while a second factor is linked (403). */
  secondFactorPending: Set<string>;
  /** Impersonation grants asked of its admin API (`IDENTITY_ADMIN_URL` may point here too). */
  grants: { identityId: string; body: unknown }[];
  /** Identities deleted through the admin API (a customer closed their account). */
  deletedIdentities: string[];
  /** When set, deleting an identity answers this status (e.g. 500) and deletes nothing. */
  deleteFailsWith: number | null;
}

type FakeSession = { id: string; identity: { id: string; metadata_public?: unknown } };

/**
 * The admin API's impersonation grant and listIdentitySessions (docs/identity.md), answered
 * from the sessions the test registered; support sessions are those flagged in metadata.
 */
function answerAdmin(
  fake: FakeIdentity,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  const json = (status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const url = new URL(request.url ?? '/', 'http://fake');
  if (url.pathname === '/admin/identities') {
    // listIdentities by credentials_identifier: the identities of the registered sessions.
    const email = url.searchParams.get('credentials_identifier')?.toLowerCase();
    const identities = [...fake.sessions.values()]
      .map((s) => (s as { identity?: { id: string; traits?: { email?: string } } }).identity)
      .filter((i) => i?.traits?.email?.toLowerCase() === email);
    json(200, identities.slice(0, 1));
    return true;
  }
  const deleting = /^\/admin\/identities\/([^/]+)$/.exec(url.pathname);
  if (deleting && request.method === 'DELETE') {
    // Kratos's deleteIdentity: the identity's sessions end with it.
    const identityId = deleting[1]!;
    if (fake.deleteFailsWith) return (json(fake.deleteFailsWith, {}), true);
    const credentials = [...fake.sessions.entries()].filter(
      ([, s]) => (s as FakeSession).identity?.id === identityId,
    );
    if (credentials.length === 0) return (json(404, { error: { code: 404 } }), true);
    for (const [credential] of credentials) fake.sessions.delete(credential);
    fake.deletedIdentities.push(identityId);
    response.writeHead(204).end();
    return true;
  }
  const match = /^\/admin\/identities\/([^/]+)\/(impersonation|sessions)$/.exec(url.pathname);
  if (!match) return false;
  const [, identityId, what] = match;
  const mine = [...fake.sessions.values()].filter(
    (s): s is FakeSession => (s as FakeSession).identity?.id === identityId,
  );
  if (mine.length === 0) return (json(404, { error: { code: 404 } }), true);
  if (what === 'sessions') {
    const at = new Date().toISOString();
    json(
      200,
      mine.map((s) => ({
        id: s.id,
        active: true,
        issued_at: at,
        expires_at: at,
        impersonated_by: (s.identity.metadata_public as { is_impersonate_identity?: boolean })
          ?.is_impersonate_identity
          ? 'Support'
          : null,
      })),
    );
    return true;
  }
  let raw = '';
  request.on('data', (chunk) => (raw += chunk));
  request.on('end', () => {
    fake.grants.push({ identityId: identityId!, body: JSON.parse(raw || '{}') });
    json(201, {
      redeem_url: `${fake.url}/self-service/impersonation/browser?code=ory_ic_fake`,
      expires_at: new Date(Date.now() + 300_000).toISOString(),
    });
  });
  return true;
}

/** A stand-in for the identity service on 127.0.0.1 that speaks `GET /sessions/whoami`. */
export function useFakeIdentity(): FakeIdentity {
  const fake: FakeIdentity = {
    url: '',
    sessions: new Map(),
    whoamiCalls: 0,
    failWith: null,
    secondFactorPending: new Set(),
    grants: [],
    deletedIdentities: [],
    deleteFailsWith: null,
  };
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (answerAdmin(fake, request, response)) return;
      if (!request.url?.startsWith('/sessions/whoami')) {
        response.writeHead(404).end();
        return;
      }
      fake.whoamiCalls += 1;
      if (fake.failWith) {
        response.writeHead(fake.failWith, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      const cookie = /ory_kratos_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      const token = request.headers['x-session-token'];
      const credential = cookie ?? (typeof token === 'string' ? token : '');
      if (fake.secondFactorPending.has(credential)) {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: { id: 'session_aal2_required', code: 403, status: 'Forbidden', message: 'aal2' },
            redirect_browser_to: `${fake.url}/self-service/login/browser?aal=aal2`,
          }),
        );
        return;
      }
      const session = fake.sessions.get(credential);
      response.writeHead(session ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify(session ?? { error: { code: 401, status: 'Unauthorized' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return fake;
}

let counter = 0;

/** A Kratos-shaped session for a fresh identity. */
export function identitySession(
  traits: Record<string, string> = {},
  extra: { verified?: boolean; impersonated?: boolean; aal?: 'aal1' | 'aal2' } = {},
) {
  counter += 1;
  const email = traits.email ?? `customer${counter}.${Date.now()}@example.com`;
  return {
    id: crypto.randomUUID(),
    active: true,
    authenticator_assurance_level: extra.aal ?? 'aal1',
    identity: {
      id: crypto.randomUUID(),
      schema_id: 'default',
      traits: { email, ...traits } as Record<string, string> & { email: string },
      verifiable_addresses: [{ value: email, verified: extra.verified ?? true, via: 'email' }],
      metadata_public: extra.impersonated ? { is_impersonate_identity: true } : null,
    },
  };
}
