import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows } from '../src/database/tables.ts';
import { DEMO_CUSTOMER } from '../src/demo.ts';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import {
  answer,
  browser,
  csrfOf,
  latestCode,
  nativeApp,
  readJson,
  registerCustomer,
  startIdentityServer,
  uniqueEmail,
  UI_URL,
  type TestIdentityServer,
} from './identity-server.ts';
import { expectKratosSchema } from './kratos-schemas.ts';

let server: TestIdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => server.close());

async function register(email: string): Promise<void> {
  await registerCustomer(server, email);
}

describe('login', () => {
  it('signs the demo customer in through a native flow', async () => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeLoginFlowRaw({}));
    expect(flow.status).toBe(200);
    expectKratosSchema('loginFlow', flow.body);
    expect(flow.body.type).toBe('api');
    const done = await answer(() =>
      app.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: DEMO_CUSTOMER.email,
          password: DEMO_CUSTOMER.password,
        },
      }),
    );
    expect(done.status).toBe(200);
    expectKratosSchema('successfulNativeLogin', done.body);
    expect(done.body.session.identity.traits).toMatchObject({
      name: 'Demo Customer',
      country: 'BD',
    });
    expect(done.body.session.identity.verifiable_addresses[0].verified).toBe(true);

    const whoami = await answer(() => app.toSessionRaw({ xSessionToken: done.body.session_token }));
    expect(whoami.status).toBe(200);
    expectKratosSchema('session', whoami.body);
  });

  it('gives a wrong password and an unknown email the same message, 4000006', async () => {
    const email = uniqueEmail('wrong');
    await register(email);
    const { api } = browser(server);
    const results = [];
    for (const identifier of [email, uniqueEmail('nobody')]) {
      const flow = await answer(() => api.createBrowserLoginFlowRaw({}));
      const refused = await answer(() =>
        api.updateLoginFlowRaw({
          flow: flow.body.id,
          updateLoginFlowBody: {
            method: 'password',
            identifier,
            password: 'not-the-password-1',
            csrf_token: csrfOf(flow.body),
          },
        }),
      );
      expect(refused.status).toBe(400);
      expectKratosSchema('loginFlow', refused.body);
      results.push(refused.body.ui.messages);
    }
    expect(results[0]).toEqual(results[1]);
    expect(results[0][0].id).toBe(4000006);
  });

  it('signs a browser in by form post and redirects to return_to with the cookie', async () => {
    const { jar } = browser(server);
    const start = await jar.fetch(
      `${server.url}/self-service/login/browser?return_to=${encodeURIComponent(`${UI_URL}/dashboard`)}`,
    );
    expect(start.status).toBe(303);
    const flowId = new URL(start.headers.get('location')!).searchParams.get('flow')!;
    const flow = await readJson(
      await jar.fetch(`${server.url}/self-service/login/flows?id=${flowId}`),
    );
    const posted = await jar.fetch(`${server.url}/self-service/login?flow=${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf_token: csrfOf(flow),
        identifier: DEMO_CUSTOMER.email,
        password: DEMO_CUSTOMER.password,
        method: 'password',
      }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${UI_URL}/dashboard`);
    const cookie = posted.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE));
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    // Signed in already: a new login flow is refused unless it asks to refresh.
    const again = await jar.fetch(`${server.url}/self-service/login/browser`, {
      headers: { accept: 'application/json' },
    });
    expect(again.status).toBe(400);
    const body = await readJson(again);
    expectKratosSchema('errorGeneric', body);
    expect(body.error.id).toBe('session_already_available');
    const refresh = await jar.fetch(`${server.url}/self-service/login/browser?refresh=true`, {
      headers: { accept: 'application/json' },
    });
    const refreshFlow = await readJson(refresh);
    expectKratosSchema('loginFlow', refreshFlow);
    expect(refreshFlow.refresh).toBe(true);
    expect(refreshFlow.ui.messages[0].id).toBe(1010003);
  });

  it('sends a failed form post back to the login page with the message on the flow', async () => {
    const { jar } = browser(server);
    const start = await jar.fetch(`${server.url}/self-service/login/browser`);
    const flowId = new URL(start.headers.get('location')!).searchParams.get('flow')!;
    const flow = await readJson(
      await jar.fetch(`${server.url}/self-service/login/flows?id=${flowId}`),
    );
    const posted = await jar.fetch(`${server.url}/self-service/login?flow=${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf_token: csrfOf(flow),
        identifier: DEMO_CUSTOMER.email,
        password: 'not-the-demo-password',
        method: 'password',
      }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${UI_URL}/login?flow=${flowId}`);
    const after = await readJson(
      await jar.fetch(`${server.url}/self-service/login/flows?id=${flowId}`),
    );
    expectKratosSchema('loginFlow', after);
    expect(after.ui.messages[0].id).toBe(4000006);
    const identifier = after.ui.nodes.find(
      (n: { attributes: { name: string } }) => n.attributes.name === 'identifier',
    );
    expect(identifier.attributes.value).toBe(DEMO_CUSTOMER.email);
  });

  it('refuses a missing or mismatched CSRF token with 403 security_csrf_violation', async () => {
    const { api } = browser(server);
    const flow = await answer(() => api.createBrowserLoginFlowRaw({}));
    for (const csrf_token of [undefined, 'forged-token']) {
      const refused = await answer(() =>
        api.updateLoginFlowRaw({
          flow: flow.body.id,
          updateLoginFlowBody: {
            method: 'password',
            identifier: DEMO_CUSTOMER.email,
            password: DEMO_CUSTOMER.password,
            ...(csrf_token ? { csrf_token } : {}),
          },
        }),
      );
      expect(refused.status).toBe(403);
      expectKratosSchema('errorGeneric', refused.body);
      expect(refused.body.error.id).toBe('security_csrf_violation');
    }
    // The right token from another browser (no matching cookie) is refused too.
    const other = browser(server).api;
    const stolen = await answer(() =>
      other.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: DEMO_CUSTOMER.email,
          password: DEMO_CUSTOMER.password,
          csrf_token: csrfOf(flow.body),
        },
      }),
    );
    expect(stolen.status).toBe(403);
  });

  it('answers 410 with a fresh flow id for an expired flow', async () => {
    const { api } = browser(server);
    const flow = await answer(() => api.createBrowserLoginFlowRaw({}));
    await server.context.db
      .update(flows)
      .set({ expiresAt: new Date(Date.now() - 120_000) })
      .where(eq(flows.id, flow.body.id));
    const fetched = await answer(() => api.getLoginFlowRaw({ id: flow.body.id }));
    expect(fetched.status).toBe(410);
    expectKratosSchema('selfServiceFlowExpiredError', fetched.body);
    const submitted = await answer(() =>
      api.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: DEMO_CUSTOMER.email,
          password: DEMO_CUSTOMER.password,
          csrf_token: csrfOf(flow.body),
        },
      }),
    );
    expect(submitted.status).toBe(410);
    expectKratosSchema('selfServiceFlowExpiredError', submitted.body);
    expect(submitted.body.error.id).toBe('self_service_flow_expired');
    const fresh = await answer(() => api.getLoginFlowRaw({ id: submitted.body.use_flow_id }));
    expect(fresh.status).toBe(200);
    expect(fresh.body.ui.messages[0].id).toBe(4010001);
  });

  it('refuses to reuse a completed flow', async () => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeLoginFlowRaw({}));
    const body = {
      method: 'password',
      identifier: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    } as const;
    const first = await answer(() =>
      app.updateLoginFlowRaw({ flow: flow.body.id, updateLoginFlowBody: body }),
    );
    expect(first.status).toBe(200);
    const second = await answer(() =>
      app.updateLoginFlowRaw({ flow: flow.body.id, updateLoginFlowBody: body }),
    );
    expect(second.status).toBe(410);
    expectKratosSchema('selfServiceFlowExpiredError', second.body);
    expect(second.body.use_flow_id).not.toBe(flow.body.id);
  });

  it('answers 404 for an unknown flow and refuses a foreign return_to', async () => {
    const { api } = browser(server);
    const missing = await answer(() => api.getLoginFlowRaw({ id: crypto.randomUUID() }));
    expect(missing.status).toBe(404);
    expectKratosSchema('errorGeneric', missing.body);
    const foreign = await answer(() =>
      api.createBrowserLoginFlowRaw({ returnTo: 'https://phishing.example/steal' }),
    );
    expect(foreign.status).toBe(400);
    expectKratosSchema('errorGeneric', foreign.body);
    expect(foreign.body.error.id).toBe('self_service_flow_return_to_forbidden');
  });

  it('signs in with a one-time code sent by email', async () => {
    const email = uniqueEmail('code');
    await register(email);
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeLoginFlowRaw({}));
    const sent = await answer(() =>
      app.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: { method: 'code', identifier: email, csrf_token: '' },
      }),
    );
    expect(sent.status).toBe(400);
    expectKratosSchema('loginFlow', sent.body);
    expect(sent.body.state).toBe('sent_email');
    expect(sent.body.ui.messages[0].id).toBe(1010014);

    const wrong = await answer(() =>
      app.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: { method: 'code', code: 'abcdef', identifier: email, csrf_token: '' },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.ui.messages[0].id).toBe(4010008);

    const code = await latestCode(server, email);
    const done = await answer(() =>
      app.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: { method: 'code', code, identifier: email, csrf_token: '' },
      }),
    );
    expect(done.status).toBe(200);
    expectKratosSchema('successfulNativeLogin', done.body);
    expect(done.body.session.authentication_methods[0].method).toBe('code');
    expect(done.body.session.identity.verifiable_addresses[0].verified).toBe(true);
  });

  it('answers an unknown email asking for a code exactly like a known one', async () => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeLoginFlowRaw({}));
    const sent = await answer(() =>
      app.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: { method: 'code', identifier: uniqueEmail('ghost'), csrf_token: '' },
      }),
    );
    expect(sent.status).toBe(400);
    expect(sent.body.state).toBe('sent_email');
    expect(sent.body.ui.messages[0].id).toBe(1010014);
  });
});

describe('login rate limits', () => {
  let limited: TestIdentityServer;
  beforeAll(async () => {
    limited = await startIdentityServer({
      IDENTITY_LOGIN_LIMIT_PER_IDENTIFIER: '3',
      IDENTITY_LOGIN_LIMIT_PER_IP: '6',
    });
  });
  afterAll(async () => limited.close());

  async function attempt(identifier: string, ip: string, password = 'wrong-password-9') {
    const flow = await readJson(await fetch(`${limited.url}/self-service/login/api`));
    const response = await fetch(`${limited.url}/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ method: 'password', identifier, password }),
    });
    return { status: response.status, body: await readJson(response) };
  }

  it('answers 429 per identifier and IP, the same for a real and an unknown account', async () => {
    for (const identifier of [DEMO_CUSTOMER.email, uniqueEmail('nobody')]) {
      for (let i = 0; i < 3; i++) expect((await attempt(identifier, '10.0.0.1')).status).toBe(400);
      const blocked = await attempt(identifier, '10.0.0.1', DEMO_CUSTOMER.password);
      expect(blocked.status).toBe(429);
      expectKratosSchema('errorGeneric', blocked.body);
      expect(blocked.body.error.id).toBe('rate_limit_exceeded');
    }
  });

  it('answers 429 per IP across identifiers', async () => {
    for (let i = 0; i < 6; i++)
      expect((await attempt(uniqueEmail('spray'), '10.0.0.9')).status).toBe(400);
    expect((await attempt(uniqueEmail('spray'), '10.0.0.9')).status).toBe(429);
    expect((await attempt(uniqueEmail('spray'), '10.0.0.10')).status).toBe(400);
  });
});
