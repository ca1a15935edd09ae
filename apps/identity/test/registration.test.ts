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
  registerCustomer,
  signUp,
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

/** The emails sent to an address, newest first, as the admin courier API lists them. */
async function mailTo(recipient: string): Promise<{ template_type: string; body: string }[]> {
  return readJson(
    await fetch(
      `${server.adminUrl}/admin/courier/messages?recipient=${encodeURIComponent(recipient)}`,
    ),
  );
}

/** Submits the sign-up form natively and answers the form step's answer. */
async function submitForm(email: string) {
  const app = nativeApp(server);
  const flow = await answer(() => app.createNativeRegistrationFlowRaw({}));
  const sent = await answer(() =>
    app.updateRegistrationFlowRaw({
      flow: flow.body.id,
      updateRegistrationFlowBody: {
        method: 'password',
        password: GOOD_PASSWORD,
        traits: { email, name: 'Someone' },
      },
    }),
  );
  return { app, flowId: flow.body.id as string, sent };
}

/** An answer with what differs per flow (ids, times, tokens, the address typed) taken out. */
function shapeOf(body: Record<string, unknown>, email: string): string {
  const text = JSON.stringify(body)
    .replaceAll(email, '<email>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>');
  return text.replace(/"csrf_token","type":"hidden","value":"[^"]*"/g, '"csrf_token"');
}

describe('registration', () => {
  it('signs a browser up once the code mailed to the address is given: verified and signed in', async () => {
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
    const traits = { email, name: 'Rahim Uddin', country: 'BD' };
    const sent = await answer(() =>
      api.updateRegistrationFlowRaw({
        flow: created.body.id,
        updateRegistrationFlowBody: {
          method: 'password',
          csrf_token: csrfOf(created.body),
          password: GOOD_PASSWORD,
          traits,
        },
      }),
    );
    // Kratos's code registration: the flow comes back asking for the code.
    expect(sent.status).toBe(400);
    expectKratosSchema('registrationFlow', sent.body);
    expect(sent.body.state).toBe('sent_email');
    expect(sent.body.ui.messages.map((m: { id: number }) => m.id)).toEqual([1040005]);
    expect(
      sent.body.ui.nodes.map((n: { attributes: { name: string } }) => n.attributes.name),
    ).toEqual(['csrf_token', 'code', 'method', 'resend']);
    // Nothing exists and no one is signed in until the code is given.
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect((await answer(() => api.toSessionRaw({}))).status).toBe(401);
    const [mail] = await mailTo(email);
    expectKratosSchema('message', mail);
    expect(mail!.template_type).toBe('registration_code_valid');

    const wrong = await answer(() =>
      api.updateRegistrationFlowRaw({
        flow: created.body.id,
        updateRegistrationFlowBody: {
          method: 'code',
          code: '000000',
          traits,
          csrf_token: csrfOf(sent.body),
        },
      }),
    );
    expect(wrong.status).toBe(400);
    expectKratosSchema('registrationFlow', wrong.body);
    expect(wrong.body.ui.messages.map((m: { id: number }) => m.id)).toEqual([4040003]);
    const missing = await answer(() =>
      api.updateRegistrationFlowRaw({
        flow: created.body.id,
        updateRegistrationFlowBody: { method: 'code', traits, csrf_token: csrfOf(sent.body) },
      }),
    );
    expect(missing.status).toBe(400);
    expect(nodeMessages(missing.body, 'code')).toEqual([4000002]);

    const code = await latestCode(server, email);
    const done = await answer(() =>
      api.updateRegistrationFlowRaw({
        flow: created.body.id,
        updateRegistrationFlowBody: {
          method: 'code',
          code,
          traits,
          csrf_token: csrfOf(sent.body),
        },
      }),
    );
    expect(done.status).toBe(200);
    expectKratosSchema('successfulNativeRegistration', done.body);
    expect(done.body.session_token).toBeUndefined();
    expect(jar.get(SESSION_COOKIE)).toMatch(/^ory_st_/);
    expect(done.body.identity.traits).toMatchObject(traits);
    expect(done.body.continue_with).toEqual([
      { action: 'redirect_browser_to', redirect_browser_to: `${UI_URL}/dashboard` },
    ]);

    const whoami = await answer(() => api.toSessionRaw({}));
    expect(whoami.status).toBe(200);
    expectKratosSchema('session', whoami.body);
    // The code proved the address: no verification step follows.
    expect(whoami.body.identity.verifiable_addresses[0]).toMatchObject({
      value: email,
      verified: true,
      status: 'completed',
    });
    expect(whoami.body.authentication_methods[0].method).toBe('password');
  });

  it('answers a taken email exactly like a new one until the code proves the address', async () => {
    const taken = (await registerCustomer(server, uniqueEmail('taken'))).email;
    const fresh = uniqueEmail('fresh');

    const forTaken = await submitForm(taken);
    const forFresh = await submitForm(fresh);
    // Same status, state, messages, nodes and fields: the form tells no one who has an account.
    expect(forTaken.sent.status).toBe(400);
    expect(forFresh.sent.status).toBe(400);
    expectKratosSchema('registrationFlow', forTaken.sent.body);
    expect(forTaken.sent.body.state).toBe('sent_email');
    expect(shapeOf(forTaken.sent.body, taken)).toBe(shapeOf(forFresh.sent.body, fresh));
    expect(forTaken.sent.body.session_token).toBeUndefined();
    // And the same email to both addresses, which only their owners read.
    const [toTaken] = await mailTo(taken);
    const [toFresh] = await mailTo(fresh);
    expect(toTaken!.template_type).toBe('registration_code_valid');
    expect(toFresh!.template_type).toBe('registration_code_valid');
    expect(toTaken!.body.replace(/\d{6}/, '<code>')).toBe(toFresh!.body.replace(/\d{6}/, '<code>'));

    // With the code, the owner of the taken address learns what they may know: sign in.
    const takenCode = await latestCode(server, taken);
    const again = await answer(() =>
      forTaken.app.updateRegistrationFlowRaw({
        flow: forTaken.flowId,
        updateRegistrationFlowBody: {
          method: 'code',
          code: takenCode,
          traits: { email: taken },
        },
      }),
    );
    expect(again.status).toBe(400);
    expectKratosSchema('registrationFlow', again.body);
    expect(again.body.ui.messages.map((m: { id: number }) => m.id)).toEqual([4000007]);
    expect(again.body.state).toBe('choose_method');
    expect(again.body.session_token).toBeUndefined();
    const freshCode = await latestCode(server, fresh);
    const created = await answer(() =>
      forFresh.app.updateRegistrationFlowRaw({
        flow: forFresh.flowId,
        updateRegistrationFlowBody: {
          method: 'code',
          code: freshCode,
          traits: { email: fresh },
        },
      }),
    );
    expect(created.status).toBe(200);
    expect(created.body.session_token).toMatch(/^ory_st_/);
  });

  it('sends a new code on "resend", and the earlier one stops working', async () => {
    const email = uniqueEmail('resend');
    const { app, flowId } = await submitForm(email);
    const first = await latestCode(server, email);
    const resent = await answer(() =>
      app.updateRegistrationFlowRaw({
        flow: flowId,
        updateRegistrationFlowBody: { method: 'code', resend: 'code', traits: { email } },
      }),
    );
    expect(resent.status).toBe(400);
    expect(resent.body.state).toBe('sent_email');
    expect(await mailTo(email)).toHaveLength(2);
    const second = await latestCode(server, email);
    const stale = await answer(() =>
      app.updateRegistrationFlowRaw({
        flow: flowId,
        updateRegistrationFlowBody: { method: 'code', code: first, traits: { email } },
      }),
    );
    // Six random digits may repeat; only a code that differs says something.
    if (first !== second) expect(stale.body.ui.messages[0].id).toBe(4040003);
    const done = await answer(() =>
      app.updateRegistrationFlowRaw({
        flow: flowId,
        updateRegistrationFlowBody: { method: 'code', code: second, traits: { email } },
      }),
    );
    expect(done.status).toBe(200);
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

  it('answers a browser form post with redirects: back to the form for the code, then where the sign-up was going', async () => {
    const { jar } = browser(server);
    const start = await jar.fetch(
      `${server.url}/self-service/registration/browser?after_verification_return_to=${encodeURIComponent(`${UI_URL}/welcome`)}`,
    );
    expect(start.status).toBe(303);
    const location = new URL(start.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${UI_URL}/registration`);
    const flowId = location.searchParams.get('flow')!;
    const flow = await readJson(
      await jar.fetch(`${server.url}/self-service/registration/flows?id=${flowId}`),
    );

    const email = uniqueEmail('form');
    const post = (fields: Record<string, string>) =>
      jar.fetch(`${server.url}/self-service/registration?flow=${flowId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf_token: csrfOf(flow), ...fields }),
      });
    const posted = await post({
      'traits.email': email,
      'traits.name': 'Form Customer',
      password: GOOD_PASSWORD,
      method: 'password',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${UI_URL}/registration?flow=${flowId}`);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();

    const coded = await post({ code: await latestCode(server, email), method: 'code' });
    expect(coded.status).toBe(303);
    // The code verified the address, so the sign-up ends where verification would have.
    expect(coded.headers.get('location')).toBe(`${UI_URL}/welcome`);
    expect(jar.get(SESSION_COOKIE)).toMatch(/^ory_st_/);
  });

  it('signs a native app up with the session token in the answer', async () => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeRegistrationFlowRaw({}));
    const email = uniqueEmail('native');
    const done = await signUp(server, app, flow.body, { traits: { email } });
    expect(done.status).toBe(200);
    expectKratosSchema('successfulNativeRegistration', done.body);
    expect(done.body.session_token).toMatch(/^ory_st_/);
    expect(done.body.identity.verifiable_addresses[0].verified).toBe(true);
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
