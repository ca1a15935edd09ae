import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_CUSTOMER } from '../src/demo.ts';
import { csrfCookieName } from '../src/http/cookies.ts';
import { browser, csrfOf, readJson, useIdentityServer, type CookieJar } from './identity-server.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const server = useIdentityServer({
  IDENTITY_SECRET_COOKIE: 'a-cookie-secret-for-tests-at-least-32-chars',
});

/**
 * Forging the identity service's masked form token `nonce.HMAC(cookie secret, nonce + cookie)`
 * (issue #28). By design each browser flow accepts only the token it was created with, and
 * only from the browser whose CSRF cookie that token was minted for.
 */
describe('the identity form token under attack', () => {
  async function startFlow(kind = 'login', jar?: CookieJar) {
    const b = jar ?? browser(server.current).jar;
    const flow = await readJson(
      await b.fetch(`${server.current.url}/self-service/${kind}/browser`, {
        headers: { accept: 'application/json' },
      }),
    );
    return { jar: b, flow, token: csrfOf(flow) };
  }

  function submit(jar: CookieJar, flowId: string, token: string | undefined, kind = 'login') {
    return jar.fetch(`${server.current.url}/self-service/${kind}?flow=${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        method: 'password',
        identifier: DEMO_CUSTOMER.email,
        password: DEMO_CUSTOMER.password,
        ...(token === undefined ? {} : { csrf_token: token }),
      }),
    });
  }

  async function expectViolation(response: Response) {
    expect(response.status).toBe(403);
    expect((await readJson(response)).error.id).toBe('security_csrf_violation');
  }

  const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;

  it('refuses a submission without the token, or with an empty one', async () => {
    const { jar, flow } = await startFlow();
    await expectViolation(await submit(jar, flow.id, undefined));
    await expectViolation(await submit(jar, flow.id, ''));
  });

  it('refuses a token whose nonce or HMAC was tampered with, or that has extra parts', async () => {
    const { jar, flow, token } = await startFlow();
    const [nonce, mac] = token.split('.') as [string, string];
    for (const forged of [
      `${flip(nonce)}.${mac}`,
      `${nonce}.${flip(mac)}`,
      `${nonce}.`,
      `.${mac}`,
      nonce,
      `${token}.extra`,
      `${nonce}.${mac.toUpperCase()}`,
    ]) {
      await expectViolation(await submit(jar, flow.id, forged));
    }
    // The untouched token still works: nothing above spent the flow.
    expect((await submit(jar, flow.id, token)).status).toBe(200);
  });

  it('refuses another browser’s token, and a browser without its CSRF cookie', async () => {
    const victim = await startFlow();
    const attacker = await startFlow();
    await expectViolation(await submit(victim.jar, victim.flow.id, attacker.token));
    // The attacker's own flow submitted from the victim's browser (login CSRF).
    await expectViolation(await submit(victim.jar, attacker.flow.id, attacker.token));
    const name = csrfCookieName(server.current.context.config);
    const cookieless = browser(server.current).jar;
    await expectViolation(await submit(cookieless, victim.flow.id, victim.token));
    victim.jar.set(name, '');
    await expectViolation(await submit(victim.jar, victim.flow.id, victim.token));
  });

  it('refuses a token of another flow of the same browser (each flow checks its own)', async () => {
    const first = await startFlow('login');
    const second = await startFlow('login', first.jar);
    expect(second.token).not.toBe(first.token);
    await expectViolation(await submit(first.jar, second.flow.id, first.token));
    const registration = await startFlow('registration', first.jar);
    await expectViolation(
      await submit(first.jar, registration.flow.id, first.token, 'registration'),
    );
    // The same browser's own token for that flow goes through.
    expect((await submit(first.jar, second.flow.id, second.token)).status).toBe(200);
  });

  it('refuses the token sent in the query string instead of the form', async () => {
    const { jar, flow, token } = await startFlow();
    const res = await jar.fetch(
      `${server.current.url}/self-service/login?flow=${flow.id}&csrf_token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          method: 'password',
          identifier: DEMO_CUSTOMER.email,
          password: DEMO_CUSTOMER.password,
        }),
      },
    );
    await expectViolation(res);
  });

  it('does not take a completed flow again with its token (replay)', async () => {
    const { jar, flow, token } = await startFlow();
    expect((await submit(jar, flow.id, token)).status).toBe(200);
    // Signed in now: the browser is told so. Without the new session cookie, the flow is spent.
    const again = await submit(jar, flow.id, token);
    expect(again.status).toBe(400);
    expect((await readJson(again)).error.id).toBe('session_already_available');
    jar.set('ory_kratos_session', '');
    const replay = await submit(jar, flow.id, token);
    expect(replay.status).toBe(410);
    expect((await readJson(replay)).error.id).toBe('self_service_flow_expired');
  });

  it('compares the token and its HMAC in constant time', async () => {
    const { jar, flow, token } = await startFlow();
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    await submit(jar, flow.id, flip(token));
    expect(compare).toHaveBeenCalled();
  });
});
