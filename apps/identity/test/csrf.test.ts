import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DEMO_CUSTOMER } from '../src/demo.ts';
import { csrfCookieName } from '../src/http/cookies.ts';
import {
  browser,
  csrfOf,
  readJson,
  startIdentityServer,
  type TestIdentityServer,
} from './identity-server.ts';

let server: TestIdentityServer;
beforeAll(async () => {
  server = await startIdentityServer({
    IDENTITY_SECRET_COOKIE: 'a-cookie-secret-for-tests-at-least-32-chars',
  });
});
afterAll(async () => server.close());

async function startBrowserLogin() {
  const { jar } = browser(server);
  const flow = await readJson(
    await jar.fetch(`${server.url}/self-service/login/browser`, {
      headers: { accept: 'application/json' },
    }),
  );
  const cookie = jar.get(csrfCookieName(server.context.config))!;
  return { jar, flow, token: csrfOf(flow), cookie };
}

async function submit(
  jar: ReturnType<typeof browser>['jar'],
  flowId: string,
  token: string,
): Promise<number> {
  const response = await jar.fetch(`${server.url}/self-service/login?flow=${flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      method: 'password',
      identifier: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      csrf_token: token,
    }),
  });
  return response.status;
}

describe('CSRF tokens are bound to the CSRF cookie by an HMAC', () => {
  it('never shows the cookie value in the form, and differs per flow', async () => {
    const first = await startBrowserLogin();
    expect(first.cookie).toBeTruthy();
    expect(first.token).not.toBe(first.cookie);
    expect(first.token).not.toContain(first.cookie);
    const second = await first.jar.fetch(`${server.url}/self-service/login/browser`, {
      headers: { accept: 'application/json' },
    });
    expect(first.jar.get(csrfCookieName(server.context.config))).toBe(first.cookie);
    expect(csrfOf(await readJson(second))).not.toBe(first.token);
  });

  it('accepts the token with the cookie it was minted for', async () => {
    const { jar, flow, token } = await startBrowserLogin();
    expect(await submit(jar, flow.id, token)).toBe(200);
  });

  it('refuses the token with another browser cookie, or with the token itself as cookie', async () => {
    const victim = await startBrowserLogin();
    const other = await startBrowserLogin();
    const name = csrfCookieName(server.context.config);
    victim.jar.set(name, other.cookie);
    expect(await submit(victim.jar, victim.flow.id, victim.token)).toBe(403);
    victim.jar.set(name, victim.token);
    expect(await submit(victim.jar, victim.flow.id, victim.token)).toBe(403);
  });

  it('refuses a token minted under another server secret', async () => {
    const { jar, flow, token, cookie } = await startBrowserLogin();
    const elsewhere = await startIdentityServer({
      IDENTITY_SECRET_COOKIE: 'another-cookie-secret-for-tests-32-chars!',
    });
    try {
      const { csrfTokenMatches } = await import('../src/http/csrf.ts');
      expect(csrfTokenMatches(server.context.config, cookie, token)).toBe(true);
      expect(csrfTokenMatches(elsewhere.context.config, cookie, token)).toBe(false);
    } finally {
      await elsewhere.close();
    }
    expect(await submit(jar, flow.id, token)).toBe(200);
  });

  it('takes the key from IDENTITY_SECRET_COOKIE (at least 32 characters) or a random one', () => {
    expect(() => loadConfig({ IDENTITY_SECRET_COOKIE: 'too-short' })).toThrow();
    const secret = 'x'.repeat(32);
    expect(loadConfig({ IDENTITY_SECRET_COOKIE: secret }).cookieSecret).toBe(secret);
    expect(loadConfig({}).cookieSecret).not.toBe(loadConfig({}).cookieSecret);
    expect(loadConfig({}).cookieSecret.length).toBeGreaterThanOrEqual(32);
  });
});
