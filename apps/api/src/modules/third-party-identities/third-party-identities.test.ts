import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createThirdPartyIdentitiesService } from './service.ts';

const LINK = '/api/v1/third-party/livestream/identity';

/** The live-stream provider's RFC 7662 introspection endpoint, on 127.0.0.1. */
const provider = {
  url: '',
  sessions: new Map<string, object>(),
  seen: [] as { authorization: string | undefined; type: string | undefined; body: string }[],
};
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      provider.seen.push({
        authorization: request.headers.authorization,
        type: request.headers['content-type'],
        body,
      });
      const token = new URLSearchParams(body).get('token') ?? '';
      if (token === 'provider-down') return response.writeHead(500).end('oops');
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(provider.sessions.get(token) ?? { active: false }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/introspect`;
});
afterAll(async () => new Promise((resolve) => server.close(resolve)));

const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({
    IDENTITY_URL: identity.url,
    SESSION_CACHE_SECONDS: '0',
    LIVESTREAM_INTROSPECTION_URL: provider.url,
    LIVESTREAM_CLIENT_ID: 'crossport',
    LIVESTREAM_CLIENT_SECRET: 'a-client-secret',
  }),
});

const link = (headers: Record<string, string>, sessionId: string, url = LINK) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: { session_id: sessionId } });

/** A live session at the provider for a fresh account. */
function providerSession(extra: object = {}) {
  const token = `ls_${crypto.randomUUID()}`;
  const sub = `viewer-${crypto.randomUUID()}`;
  provider.sessions.set(token, { active: true, sub, username: 'nusrat.live', ...extra });
  return { token, sub };
}

describe('POST /api/v1/third-party/{provider}/identity', () => {
  it('links a session the provider confirms, asking it by RFC 7662 with our client credentials', async () => {
    const customer = signInCustomer(identity);
    const { token, sub } = providerSession();
    const res = await link(customer, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      provider: 'livestream',
      subject: sub,
      display_name: 'nusrat.live',
    });
    const asked = provider.seen.at(-1)!;
    expect(asked.authorization).toBe(
      `Basic ${Buffer.from('crossport:a-client-secret').toString('base64')}`,
    );
    expect(asked.type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(asked.body))).toEqual({
      token,
      token_type_hint: 'session_id',
    });
    // Linking again (a new session of the same account) keeps one link.
    const again = await link(customer, providerSession({ sub }).token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.subject).toBe(sub);
  });

  it('refuses an account already linked to someone else', async () => {
    const { token, sub } = providerSession();
    expect((await link(signInCustomer(identity), token)).statusCode).toBe(200);
    const other = await link(signInCustomer(identity), providerSession({ sub }).token);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('third_party_identity_taken');
  });

  it('refuses inactive and expired sessions, says when the provider cannot tell, and wants a customer', async () => {
    const customer = signInCustomer(identity);
    const inactive = await link(customer, 'never-issued');
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().error).toMatchObject({
      code: 'third_party_session_invalid',
      details: [{ field: 'body.session_id' }],
    });
    const expired = providerSession({ exp: Math.floor(Date.now() / 1000) - 60 });
    expect((await link(customer, expired.token)).statusCode).toBe(422);
    const nobody = providerSession({ sub: undefined });
    expect((await link(customer, nobody.token)).statusCode).toBe(422);
    expect((await link(customer, 'provider-down')).statusCode).toBe(503);
    expect((await link({}, providerSession().token)).statusCode).toBe(401);
    const unknown = await link(customer, 'x', '/api/v1/third-party/facebook/identity');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('provider_not_available');
    expect((await link(customer, '')).statusCode).toBe(400);
    expect((await link(customer, 'x'.repeat(513))).statusCode).toBe(400);
  });

  it('answers 404 for a provider this installation has not configured', async () => {
    const service = createThirdPartyIdentitiesService({
      repository: { link: async () => undefined, forgetCustomer: async () => undefined },
      env: {},
    });
    await expect(service.link(1, 'livestream', 'x')).rejects.toMatchObject({
      status: 404,
      code: 'provider_not_available',
    });
  });
});
