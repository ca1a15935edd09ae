import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import {
  answer,
  browser,
  GOOD_PASSWORD,
  nativeApp,
  readJson,
  registerCustomer,
  signUp,
  startIdentityServer,
  type TestIdentityServer,
  UI_URL,
  uniqueEmail,
} from './identity-server.ts';
import { expectKratosList, expectKratosSchema } from './kratos-schemas.ts';

let server: TestIdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => server.close());

/** Registers a customer natively and returns its first session token. */
const customer = (email = uniqueEmail('sessions')) => registerCustomer(server, email);

async function signIn(email: string): Promise<string> {
  const app = nativeApp(server);
  const flow = await answer(() => app.createNativeLoginFlowRaw({}));
  const done = await answer(() =>
    app.updateLoginFlowRaw({
      flow: flow.body.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password: GOOD_PASSWORD },
    }),
  );
  return done.body.session_token;
}

describe('sessions', () => {
  it('answers whoami by token, by bearer and with a signed JWT when tokenized', async () => {
    const { token } = await customer();
    const app = nativeApp(server);
    const whoami = await answer(() =>
      app.toSessionRaw({ xSessionToken: token, tokenizeAs: 'crossport' }),
    );
    expect(whoami.status).toBe(200);
    expectKratosSchema('session', whoami.body);
    const { payload } = await jwtVerify(
      whoami.body.tokenized,
      new TextEncoder().encode('a-test-secret-that-is-at-least-32-characters'),
    );
    expect(payload.sub).toBe(whoami.body.identity.id);
    expect(payload.sid).toBe(whoami.body.id);

    const unknownTemplate = await answer(() =>
      app.toSessionRaw({ xSessionToken: token, tokenizeAs: 'nope' }),
    );
    expect(unknownTemplate.status).toBe(400);

    const bearer = await fetch(`${server.url}/sessions/whoami`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.status).toBe(200);

    const anonymous = await answer(() => app.toSessionRaw({}));
    expect(anonymous.status).toBe(401);
    expectKratosSchema('errorGeneric', anonymous.body);
    expect(anonymous.body.error.id).toBe('session_inactive');
  });

  it('lists the other sessions in pages, revokes one, and then all others', async () => {
    const { email, token } = await customer();
    for (let i = 0; i < 3; i++) await signIn(email);
    const app = nativeApp(server);

    const legacy = await answer(() =>
      app.listMySessionsRaw({ xSessionToken: token, perPage: 2, page: 1 }),
    );
    expect(legacy.status).toBe(200);
    expectKratosList('session', legacy.body);
    expect(legacy.body).toHaveLength(2);
    expect(legacy.headers.get('x-total-count')).toBe('3');
    expect(legacy.headers.get('link')).toContain('rel="next"');
    const page2 = await answer(() =>
      app.listMySessionsRaw({ xSessionToken: token, perPage: 2, page: 2 }),
    );
    expect(page2.body).toHaveLength(1);

    const keyset = await answer(() => app.listMySessionsRaw({ xSessionToken: token, pageSize: 2 }));
    expect(keyset.body).toHaveLength(2);
    const next = /page_token=([^&>]+)/.exec(keyset.headers.get('link')!)![1]!;
    const rest = await answer(() =>
      app.listMySessionsRaw({ xSessionToken: token, pageSize: 2, pageToken: next }),
    );
    expect(rest.body).toHaveLength(1);
    const ids = [...keyset.body, ...rest.body].map((s: { id: string }) => s.id);
    expect(new Set(ids).size).toBe(3);

    const revoked = await answer(() =>
      app.disableMySessionRaw({ id: ids[0]!, xSessionToken: token }),
    );
    expect(revoked.status).toBe(204);
    const others = await answer(() => app.disableMyOtherSessionsRaw({ xSessionToken: token }));
    expect(others.status).toBe(200);
    expectKratosSchema('deleteMySessionsCount', others.body);
    expect(others.body.count).toBe(2);
    const none = await answer(() => app.listMySessionsRaw({ xSessionToken: token }));
    expect(none.body).toEqual([]);
  });

  it("cannot revoke another customer's session (404) nor its own current one", async () => {
    const alice = await customer();
    const bob = await customer();
    const app = nativeApp(server);
    const bobSession = await answer(() => app.toSessionRaw({ xSessionToken: bob.token }));
    const attempt = await answer(() =>
      app.disableMySessionRaw({ id: bobSession.body.id, xSessionToken: alice.token }),
    );
    expect(attempt.status).toBe(404);
    expectKratosSchema('errorGeneric', attempt.body);
    expect((await answer(() => app.toSessionRaw({ xSessionToken: bob.token }))).status).toBe(200);
    const own = await answer(() =>
      app.disableMySessionRaw({ id: bobSession.body.id, xSessionToken: bob.token }),
    );
    expect(own.status).toBe(400);
  });

  it('logs a native app out; the revoked token gets 401 everywhere', async () => {
    const { token } = await customer();
    const app = nativeApp(server);
    const out = await answer(() =>
      app.performNativeLogoutRaw({ performNativeLogoutBody: { session_token: token } }),
    );
    expect(out.status).toBe(204);
    expect((await answer(() => app.toSessionRaw({ xSessionToken: token }))).status).toBe(401);
    expect((await answer(() => app.listMySessionsRaw({ xSessionToken: token }))).status).toBe(401);
    expect(
      (await answer(() => app.disableMyOtherSessionsRaw({ xSessionToken: token }))).status,
    ).toBe(401);
    expect(
      (await answer(() => app.createNativeSettingsFlowRaw({ xSessionToken: token }))).status,
    ).toBe(401);
    const unknown = await answer(() =>
      app.performNativeLogoutRaw({ performNativeLogoutBody: { session_token: 'ory_st_unknown' } }),
    );
    expect(unknown.status).toBe(403);
    expectKratosSchema('errorGeneric', unknown.body);
  });

  it('logs a browser out through the logout URL', async () => {
    const { api, jar } = browser(server);
    const email = uniqueEmail('logout');
    const flow = await answer(() => api.createBrowserRegistrationFlowRaw({}));
    await signUp(server, api, flow.body, { traits: { email } });
    expect(jar.get(SESSION_COOKIE)).toBeDefined();
    const logout = await answer(() =>
      api.createBrowserLogoutFlowRaw({ returnTo: `${UI_URL}/bye` }),
    );
    expect(logout.status).toBe(200);
    expectKratosSchema('logoutFlow', logout.body);
    expect(logout.body.logout_url.startsWith(`${server.url}/self-service/logout?token=`)).toBe(
      true,
    );
    const visited = await jar.fetch(logout.body.logout_url);
    expect(visited.status).toBe(303);
    expect(visited.headers.get('location')).toBe(`${UI_URL}/bye`);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect((await answer(() => api.toSessionRaw({}))).status).toBe(401);
    expect((await answer(() => api.createBrowserLogoutFlowRaw({}))).status).toBe(401);

    const replay = await answer(() => api.updateLogoutFlowRaw({ token: 'ory_lo_forged' }));
    expect(replay.status).toBe(403);
  });

  it('hands a native app its session through the token exchange', async () => {
    const email = uniqueEmail('exchange');
    await customer(email);
    const app = nativeApp(server);
    const flow = await answer(() =>
      app.createNativeLoginFlowRaw({
        returnSessionTokenExchangeCode: true,
        returnTo: `${UI_URL}/app-callback`,
      }),
    );
    expectKratosSchema('loginFlow', flow.body);
    const initCode = flow.body.session_token_exchange_code;
    expect(initCode).toBeTruthy();
    const done = await answer(() =>
      app.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: { method: 'password', identifier: email, password: GOOD_PASSWORD },
      }),
    );
    const redirect = done.body.continue_with.find(
      (c: { action: string }) => c.action === 'redirect_browser_to',
    );
    const returnToCode = new URL(redirect.redirect_browser_to).searchParams.get('code')!;
    const exchanged = await answer(() => app.exchangeSessionTokenRaw({ initCode, returnToCode }));
    expect(exchanged.status).toBe(200);
    expectKratosSchema('successfulNativeLogin', exchanged.body);
    expect(exchanged.body.session_token).toBe(done.body.session_token);
    const twice = await answer(() => app.exchangeSessionTokenRaw({ initCode, returnToCode }));
    expect(twice.status).toBe(404);
  });

  it('names a missing required parameter in the SDK and in the server', async () => {
    const app = nativeApp(server);
    await expect(app.getLoginFlow({ id: undefined as unknown as string })).rejects.toThrow(
      /Required parameter "id" was null or undefined/,
    );
    await expect(
      app.exchangeSessionToken({ initCode: 'x', returnToCode: undefined as unknown as string }),
    ).rejects.toThrow(/Required parameter "returnToCode" was null or undefined/);
    for (const [path, name] of [
      ['/self-service/login/flows', 'id'],
      ['/self-service/errors', 'id'],
      ['/sessions/token-exchange?init_code=x', 'return_to_code'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { accept: 'application/json' },
      });
      expect(response.status).toBe(400);
      const body = await readJson(response);
      expectKratosSchema('errorGeneric', body);
      expect(body.error.message).toBe(`Required parameter "${name}" was null or undefined`);
    }
    const submit = await fetch(`${server.url}/self-service/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await readJson(submit)).error.message).toBe(
      'Required parameter "flow" was null or undefined',
    );
  });
});
