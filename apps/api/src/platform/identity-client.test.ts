import { describe, expect, it } from 'vitest';
import { identitySession, useFakeIdentity } from '../../test/fake-identity.ts';
import { IdentityClient } from './identity-client.ts';

const identity = useFakeIdentity();

/** A client whose revocation source hears notices while `hearing.now` is true. */
function cachingClient(hearing = { now: true }) {
  const client = new IdentityClient(identity.url, 30_000);
  client.hearRevocationsFrom({ caughtUp: async () => hearing.now });
  return client;
}

/** A signed-in caller the fake identity service knows. */
function caller(session = identitySession()) {
  const token = `token-${crypto.randomUUID()}`;
  identity.sessions.set(token, session);
  return { credential: { token }, session };
}

/** How many times the identity service was asked during `run`. */
async function asks(run: () => Promise<unknown>): Promise<number> {
  const before = identity.whoamiCalls;
  await run();
  return identity.whoamiCalls - before;
}

describe('IdentityClient whoami cache', () => {
  it('caches nothing without a revocation source, and serves nothing cached while deaf', async () => {
    const { credential } = caller();
    const plain = new IdentityClient(identity.url, 30_000);
    expect(await asks(() => plain.whoami(credential))).toBe(1);
    expect(await asks(() => plain.whoami(credential))).toBe(1);

    const hearing = { now: true };
    const client = cachingClient(hearing);
    await client.whoami(credential);
    expect(await asks(() => client.whoami(credential))).toBe(0);
    hearing.now = false;
    expect(await asks(() => client.whoami(credential))).toBe(1);
    expect(await asks(() => client.whoami(credential))).toBe(1);
  });

  it('reuses an answer while hearing notices and forgets it when its session is revoked', async () => {
    const client = cachingClient();
    const { credential, session } = caller();
    expect(await asks(() => client.whoami(credential))).toBe(1);
    expect(await asks(() => client.whoami(credential))).toBe(0);

    client.revoked({ sessionId: crypto.randomUUID() });
    expect(await asks(() => client.whoami(credential))).toBe(0);
    client.revoked({ sessionId: session.id });
    expect(await asks(() => client.whoami(credential))).toBe(1);
  });

  it('forgets every session of an identity on one identity notice', async () => {
    const client = cachingClient();
    const phone = caller();
    const laptop = caller({ ...identitySession(), identity: phone.session.identity });
    const stranger = caller();
    for (const { credential } of [phone, laptop, stranger]) await client.whoami(credential);

    client.revoked({ identityId: phone.session.identity.id });
    expect(await asks(() => client.whoami(phone.credential))).toBe(1);
    expect(await asks(() => client.whoami(laptop.credential))).toBe(1);
    expect(await asks(() => client.whoami(stranger.credential))).toBe(0);
  });

  it('does not keep an answer that was on its way while a revocation arrived', async () => {
    const client = cachingClient();
    const { credential, session } = caller();
    const inFlight = client.whoami(credential);
    client.revoked({ sessionId: session.id });
    expect(await inFlight).not.toBeNull();
    expect(await asks(() => client.whoami(credential))).toBe(1);
  });

  it('trusts a cached answer no longer than the session itself lasts', async () => {
    const client = cachingClient();
    const expiring = { ...identitySession(), expires_at: new Date(Date.now() + 100).toISOString() };
    const { credential } = caller(expiring);
    await client.whoami(credential);
    expect(await asks(() => client.whoami(credential))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await asks(() => client.whoami(credential))).toBe(1);
  });
});

describe('IdentityClient with a second factor still to give', () => {
  it('refuses a password-only session of an identity with TOTP as second_factor_required, and asks again next time', async () => {
    const client = cachingClient();
    const { credential } = caller();
    identity.secondFactorPending.add(credential.token);
    await expect(client.whoami(credential)).rejects.toMatchObject({
      status: 403,
      code: 'second_factor_required',
    });
    const refusedAgain = () => expect(client.whoami(credential)).rejects.toBeDefined();
    expect(await asks(refusedAgain)).toBe(1);
    // The code given: the same credential is a session at once, no stale refusal in between.
    identity.secondFactorPending.delete(credential.token);
    expect(await asks(() => client.whoami(credential))).toBe(1);
    expect(await client.whoami(credential)).not.toBeNull();
  });

  it('still answers null for another refusal', async () => {
    identity.failWith = 403;
    try {
      expect(await new IdentityClient(identity.url, 0).whoami({ token: 'refused' })).toBeNull();
    } finally {
      identity.failWith = null;
    }
  });
});

describe('IdentityClient when a connection drops', () => {
  it('asks again once when the identity service resets the connection, and says so if it stays down', async () => {
    const { createServer } = await import('node:http');
    let calls = 0;
    const server = createServer((request, response) => {
      calls += 1;
      // The first connection is cut, as when a kept-alive socket was closed under us.
      if (calls === 1) return void request.socket.destroy();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(identitySession()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const client = new IdentityClient(`http://127.0.0.1:${port}`, 30_000);
      expect(await client.whoami({ token: 'token-after-a-reset' })).not.toBeNull();
      expect(calls).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const down = new IdentityClient(`http://127.0.0.1:${port}`, 30_000);
    await expect(down.whoami({ token: 'token-nobody-answers' })).rejects.toMatchObject({
      status: 503,
    });
  });
});
