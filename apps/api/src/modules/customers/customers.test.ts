import { describe, expect, it } from 'vitest';
import { identitySession, useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const sync = '/api/user/customer/sync/v1/sync-identity';

function signIn(session: ReturnType<typeof identitySession>): Record<string, string> {
  const token = `token-${session.id}`;
  identity.sessions.set(token, session);
  return { 'x-session-token': token };
}

describe('POST sync-identity', () => {
  it('creates the customer from the identity traits', async () => {
    const session = identitySession({
      name: 'Nusrat Jahan',
      phone: '+8801711000000',
      country: 'bd',
    });
    const res = await ctx.app.inject({ method: 'POST', url: sync, headers: signIn(session) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      identity_id: session.identity.id,
      email: session.identity.traits.email,
      email_verified: true,
      name: 'Nusrat Jahan',
      phone: '+8801711000000',
      country_code: 'BD',
    });
  });

  it('updates the same customer on the next sync instead of creating another', async () => {
    const session = identitySession({ name: 'Old Name' });
    const headers = signIn(session);
    const first = await ctx.app.inject({ method: 'POST', url: sync, headers });
    session.identity.traits = { ...session.identity.traits, name: 'New Name' };
    const second = await ctx.app.inject({ method: 'POST', url: sync, headers });
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(second.json().data.name).toBe('New Name');
  });

  it('syncs a new identity that took over an email another customer still holds', async () => {
    const email = `moved.${Date.now()}@example.com`;
    const before = await ctx.app.inject({
      method: 'POST',
      url: sync,
      headers: signIn(identitySession({ email })),
    });
    // The identity service was reset (or the address moved): a new identity has the email.
    const after = await ctx.app.inject({
      method: 'POST',
      url: sync,
      headers: signIn(identitySession({ email })),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.email).toBe(email);
    expect(after.json().data.id).not.toBe(before.json().data.id);
  });

  it('counts the email verified only when the matching address is verified', async () => {
    const session = identitySession({}, { verified: true });
    session.identity.verifiable_addresses = [
      { value: 'other@example.com', verified: true, via: 'email' },
      { value: session.identity.traits.email, verified: false, via: 'email' },
    ];
    const res = await ctx.app.inject({ method: 'POST', url: sync, headers: signIn(session) });
    expect(res.json().data.email_verified).toBe(false);
  });

  it('answers 412 for an impersonated identity (the web logs "Sync ignored")', async () => {
    const session = identitySession({}, { impersonated: true });
    const res = await ctx.app.inject({ method: 'POST', url: sync, headers: signIn(session) });
    expect(res.statusCode).toBe(412);
    expect(res.json().error.code).toBe('sync_ignored');
  });

  it('answers 401 without a session and for an unknown session', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: sync })).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: sync,
      headers: { 'x-session-token': 'revoked-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('accepts the browser session cookie with the XSRF token', async () => {
    const session = identitySession();
    identity.sessions.set('cookie-value', session);
    const res = await ctx.app.inject({
      method: 'POST',
      url: sync,
      cookies: { ory_kratos_session: 'cookie-value', 'XSRF-TOKEN': 'xsrf' },
      headers: { 'x-xsrf-token': 'xsrf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.identity_id).toBe(session.identity.id);
  });

  it('answers 503 when the identity service fails, not 500', async () => {
    identity.failWith = 500;
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: sync,
        headers: { 'x-session-token': 'x' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('service_unavailable');
    } finally {
      identity.failWith = null;
    }
  });

  it('refuses a body with fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: sync,
      headers: signIn(identitySession()),
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('body.email');
  });
});

describe('POST check-existence', () => {
  const url = '/api/user/customer/identity/v1/check-existence';

  it('tells whether a synced customer has the email', async () => {
    const session = identitySession();
    await ctx.app.inject({ method: 'POST', url: sync, headers: signIn(session) });
    const known = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { email: session.identity.traits.email.toUpperCase() },
    });
    expect(known.json()).toEqual({ data: { exists: true } });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.json()).toEqual({ data: { exists: false } });
  });

  it('wants exactly one of email or phone', async () => {
    const res = await ctx.app.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('limits how often one address may ask', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { phone: '+8801711999999' },
        remoteAddress: '10.9.8.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    const limited = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { phone: '+8801711999999' },
      remoteAddress: '10.9.8.7',
    });
    expect(limited.json().error.code).toBe('rate_limited');
  });

  /** Asks `times` times from `remoteAddress`, forwarded for `forwardedFor`; answers statuses. */
  async function ask(times: number, remoteAddress: string, forwardedFor?: string) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { phone: '+8801711999998' },
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('gives each client behind the web server its own bucket', async () => {
    // Every browser call reaches the API from the web server on loopback.
    expect(await ask(20, '127.0.0.1', '203.0.113.10')).not.toContain(429);
    expect(await ask(1, '127.0.0.1', '203.0.113.10')).toEqual([429]);
    expect(await ask(20, '127.0.0.1', '203.0.113.11')).not.toContain(429);
    // A client cannot pick another bucket by adding its own hop in front of the web server's.
    expect(await ask(1, '127.0.0.1', '198.51.100.1, 203.0.113.10')).toEqual([429]);
  });

  it('ignores a forwarded address sent by anyone but the web server', async () => {
    expect(await ask(20, '192.0.2.50', '203.0.113.20')).not.toContain(429);
    // New forwarded addresses from the same untrusted socket still share its one bucket.
    expect(await ask(1, '192.0.2.50', '203.0.113.21')).toEqual([429]);
    expect(await ask(1, '192.0.2.50', '203.0.113.22')).toEqual([429]);
  });
});
