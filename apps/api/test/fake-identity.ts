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
}

/** A stand-in for the identity service on 127.0.0.1 that speaks `GET /sessions/whoami`. */
export function useFakeIdentity(): FakeIdentity {
  const fake: FakeIdentity = { url: '', sessions: new Map(), whoamiCalls: 0, failWith: null };
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
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
      const session = fake.sessions.get(cookie ?? (typeof token === 'string' ? token : ''));
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
  extra: { verified?: boolean; impersonated?: boolean } = {},
) {
  counter += 1;
  const email = traits.email ?? `customer${counter}.${Date.now()}@example.com`;
  return {
    id: crypto.randomUUID(),
    active: true,
    identity: {
      id: crypto.randomUUID(),
      schema_id: 'default',
      traits: { email, ...traits } as Record<string, string> & { email: string },
      verifiable_addresses: [{ value: email, verified: extra.verified ?? true, via: 'email' }],
      metadata_public: extra.impersonated ? { is_impersonate_identity: true } : null,
    },
  };
}
