import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import {
  answer,
  browser,
  csrfOf,
  GOOD_PASSWORD,
  latestCode,
  nativeApp,
  readJson,
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

function nodeMessages(
  flow: { ui: { nodes: { attributes: { name?: string }; messages: { id: number }[] }[] } },
  name: string,
) {
  return flow.ui.nodes
    .filter((n) => n.attributes.name === name)
    .flatMap((n) => n.messages.map((m) => m.id));
}

describe('registration', () => {
  it('signs a browser up, sets the session cookie and asks to verify the email', async () => {
    const { api, jar } = browser(server);
    const created = await answer(() =>
      api.createBrowserRegistrationFlowRaw({ returnTo: `${UI_URL}/dashboard` }),
    );
    expect(created.status).toBe(200);
    expectKratosSchema('registrationFlow', created.body);
    expect(created.body.ui.action).toBe(
      `${server.url}/self-service/registration?flow=${created.body.id}`,
    );
    expect(created.body.return_to).toBe(`${UI_URL}/dashboard`);

    const fetched = await answer(() => api.getRegistrationFlowRaw({ id: created.body.id }));
    expect(fetched.status).toBe(200);
    expectKratosSchema('registrationFlow', fetched.body);

    const email = uniqueEmail('signup');
    const done = await answer(() =>
      api.updateRegistrationFlowRaw({
        flow: created.body.id,
        updateRegistrationFlowBody: {
          method: 'password',
          csrf_token: csrfOf(created.body),
          password: GOOD_PASSWORD,
          traits: { email, name: 'Rahim Uddin', country: 'BD' },
        },
      }),
    );
    expect(done.status).toBe(200);
    expectKratosSchema('successfulNativeRegistration', done.body);
    expect(done.body.session_token).toBeUndefined();
    expect(jar.get(SESSION_COOKIE)).toMatch(/^ory_st_/);
    expect(done.body.identity.traits).toMatchObject({ email, name: 'Rahim Uddin', country: 'BD' });
    const verify = done.body.continue_with.find(
      (c: { action: string }) => c.action === 'show_verification_ui',
    );
    expect(verify.flow.verifiable_address).toBe(email);

    const whoami = await answer(() => api.toSessionRaw({}));
    expect(whoami.status).toBe(200);
    expectKratosSchema('session', whoami.body);
    expect(whoami.body.identity.verifiable_addresses[0]).toMatchObject({
      value: email,
      verified: false,
    });
    expect(whoami.body.authentication_methods[0].method).toBe('password');

    const verificationFlow = await answer(() => api.getVerificationFlowRaw({ id: verify.flow.id }));
    expect(verificationFlow.body.state).toBe('sent_email');
    expectKratosSchema('verificationFlow', verificationFlow.body);

    const wrong = await answer(() =>
      api.updateVerificationFlowRaw({
        flow: verify.flow.id,
        updateVerificationFlowBody: {
          method: 'code',
          code: 'abcdef',
          csrf_token: csrfOf(verificationFlow.body),
        },
      }),
    );
    expect(wrong.status).toBe(400);
    expectKratosSchema('verificationFlow', wrong.body);
    expect(wrong.body.ui.messages[0].id).toBe(4070006);

    const verified = await answer(() =>
      api.updateVerificationFlowRaw({
        flow: verify.flow.id,
        updateVerificationFlowBody: {
          method: 'code',
          code: '',
          csrf_token: csrfOf(verificationFlow.body),
        } as never,
      }),
    );
    expect(verified.status).toBe(400);

    const code = await latestCode(server, email);
    const passed = await answer(() =>
      api.updateVerificationFlowRaw({
        flow: verify.flow.id,
        updateVerificationFlowBody: {
          method: 'code',
          code,
          csrf_token: csrfOf(verificationFlow.body),
        },
      }),
    );
    expect(passed.status).toBe(200);
    expectKratosSchema('verificationFlow', passed.body);
    expect(passed.body.state).toBe('passed_challenge');
    expect(passed.body.ui.messages[0].id).toBe(1080002);

    const after = await answer(() => api.toSessionRaw({}));
    expect(after.body.identity.verifiable_addresses[0]).toMatchObject({
      value: email,
      verified: true,
      status: 'completed',
    });
  });

  it('refuses a taken email with message 4000007', async () => {
    const email = uniqueEmail('taken');
    const first = nativeApp(server);
    const flow = await answer(() => first.createNativeRegistrationFlowRaw({}));
    expectKratosSchema('registrationFlow', flow.body);
    const ok = await answer(() =>
      first.updateRegistrationFlowRaw({
        flow: flow.body.id,
        updateRegistrationFlowBody: {
          method: 'password',
          password: GOOD_PASSWORD,
          traits: { email },
        },
      }),
    );
    expect(ok.status).toBe(200);
    expectKratosSchema('successfulNativeRegistration', ok.body);
    expect(ok.body.session_token).toMatch(/^ory_st_/);

    const second = await answer(() => first.createNativeRegistrationFlowRaw({}));
    const again = await answer(() =>
      first.updateRegistrationFlowRaw({
        flow: second.body.id,
        updateRegistrationFlowBody: {
          method: 'password',
          password: GOOD_PASSWORD,
          traits: { email: email.toUpperCase() },
        },
      }),
    );
    expect(again.status).toBe(400);
    expectKratosSchema('registrationFlow', again.body);
    expect(again.body.ui.messages.map((m: { id: number }) => m.id)).toEqual([4000007]);
  });

  it.each([
    ['short', 'ab1!', 4000032],
    ['similar to the email', 'similar-person@example.com', 4000031],
    ['on the common list', 'password123', 4000034],
  ])('rejects a password that is %s', async (_label, password, id) => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeRegistrationFlowRaw({}));
    const refused = await answer(() =>
      app.updateRegistrationFlowRaw({
        flow: flow.body.id,
        updateRegistrationFlowBody: {
          method: 'password',
          password,
          traits: { email: id === 4000031 ? 'similar-person@example.com' : uniqueEmail('weak') },
        },
      }),
    );
    expect(refused.status).toBe(400);
    expectKratosSchema('registrationFlow', refused.body);
    expect(nodeMessages(refused.body, 'password')).toEqual([id]);
  });

  it('puts trait problems on their nodes and keeps what was typed', async () => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeRegistrationFlowRaw({}));
    const refused = await answer(() =>
      app.updateRegistrationFlowRaw({
        flow: flow.body.id,
        updateRegistrationFlowBody: {
          method: 'password',
          password: GOOD_PASSWORD,
          traits: { email: 'not-an-email', name: 'Karim' },
        },
      }),
    );
    expect(refused.status).toBe(400);
    expect(nodeMessages(refused.body, 'traits.email')).toEqual([4000040]);
    const name = refused.body.ui.nodes.find(
      (n: { attributes: { name: string } }) => n.attributes.name === 'traits.name',
    );
    expect(name.attributes.value).toBe('Karim');
  });

  it('answers a browser form post with redirects: the verification page, then via the email link', async () => {
    const { jar } = browser(server);
    const start = await jar.fetch(`${server.url}/self-service/registration/browser`);
    expect(start.status).toBe(303);
    const location = new URL(start.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${UI_URL}/registration`);
    const flowId = location.searchParams.get('flow')!;
    const flow = await readJson(
      await jar.fetch(`${server.url}/self-service/registration/flows?id=${flowId}`),
    );

    const email = uniqueEmail('form');
    const form = new URLSearchParams({
      csrf_token: csrfOf(flow),
      'traits.email': email,
      'traits.name': 'Form Customer',
      password: GOOD_PASSWORD,
      method: 'password',
    });
    const posted = await jar.fetch(`${server.url}/self-service/registration?flow=${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toMatch(`${UI_URL}/verification?flow=`);
    expect(jar.get(SESSION_COOKIE)).toBeDefined();

    const messages = await readJson(
      await fetch(
        `${server.adminUrl}/admin/courier/messages?recipient=${encodeURIComponent(email)}`,
      ),
    );
    expectKratosSchema('message', messages[0]);
    expect(messages[0].template_type).toBe('verification_code_valid');
    const link = /(http\S+self-service\/verification\S+)/.exec(messages[0].body)![1]!;
    const clicked = await jar.fetch(link);
    expect(clicked.status).toBe(303);
    const verificationId = new URL(clicked.headers.get('location')!).searchParams.get('flow')!;
    const verification = await readJson(
      await jar.fetch(`${server.url}/self-service/verification/flows?id=${verificationId}`),
    );
    expect(verification.state).toBe('passed_challenge');
  });

  it('refuses a form post without the CSRF token and explains on the error page', async () => {
    const { jar } = browser(server);
    const start = await jar.fetch(`${server.url}/self-service/registration/browser`, {
      headers: { accept: 'application/json' },
    });
    const flow = await readJson(start);
    const posted = await jar.fetch(`${server.url}/self-service/registration?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        'traits.email': uniqueEmail('csrf'),
        password: GOOD_PASSWORD,
        method: 'password',
      }),
    });
    expect(posted.status).toBe(303);
    const errorPage = new URL(posted.headers.get('location')!);
    expect(errorPage.pathname).toBe('/error');
    const { api } = browser(server);
    const error = await answer(() =>
      api.getFlowErrorRaw({ id: errorPage.searchParams.get('id')! }),
    );
    expect(error.status).toBe(200);
    expectKratosSchema('flowError', error.body);
    expect(error.body.error).toMatchObject({ id: 'security_csrf_violation', code: 403 });
  });
});
