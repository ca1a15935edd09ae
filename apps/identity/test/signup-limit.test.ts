import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browser,
  csrfOf,
  GOOD_PASSWORD,
  latestCode,
  readJson,
  startIdentityServer,
  uniqueEmail,
  type TestIdentityServer,
} from './identity-server.ts';
import { expectKratosSchema } from './kratos-schemas.ts';

let server: TestIdentityServer;
beforeAll(async () => {
  server = await startIdentityServer({
    IDENTITY_SIGNUP_LIMIT_PER_IDENTIFIER: '2',
    IDENTITY_SIGNUP_LIMIT_PER_IP: '4',
  });
});
afterAll(async () => server.close());

let ipCounter = 0;
/** A fresh client address per call, so only the limit under test can trigger. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The sign-up form, sent natively: a code mailed (400, `sent_email`), or refused. */
async function registerNative(email: string, ip = freshIp()) {
  const headers = { accept: 'application/json', 'x-forwarded-for': ip };
  const flow = await readJson(
    await fetch(`${server.url}/self-service/registration/api`, { headers }),
  );
  const post = async (body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/self-service/registration?flow=${flow.id}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await readJson(response) };
  };
  const sent = await post({ method: 'password', password: GOOD_PASSWORD, traits: { email } });
  /** The code step, which creates the account: it asks nothing more of the limit. */
  const finish = async () =>
    post({ method: 'code', code: await latestCode(server, email), traits: { email } });
  return { ...sent, codeSent: sent.status === 400 && sent.body.state === 'sent_email', finish };
}

/** A whole sign-up: the form, then the mailed code. Answers the code step. */
async function signUpNative(email: string) {
  const form = await registerNative(email);
  expect(form.codeSent).toBe(true);
  const done = await form.finish();
  expect(done.status).toBe(200);
  return done;
}

describe('registration and email changes are rate-limited', () => {
  it('answers 429 after two sign-ups of one email, from any address, account or not', async () => {
    const email = uniqueEmail('taken');
    await signUpNative(email);
    // The form answers a taken address like any other, and counts it the same.
    const again = await registerNative(email);
    expect(again.codeSent).toBe(true);
    const limited = await registerNative(email);
    expect(limited.status).toBe(429);
    expectKratosSchema('errorGeneric', limited.body);
    expect(limited.body.error.id).toBe('rate_limit_exceeded');
  });

  it('answers 429 after four registrations from one address, but not from another', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect((await registerNative(uniqueEmail('ip'), ip)).codeSent).toBe(true);
    expect((await registerNative(uniqueEmail('ip'), ip)).status).toBe(429);
    expect((await registerNative(uniqueEmail('ip'))).codeSent).toBe(true);
  });

  it('shows a browser the limit as a message on its registration flow', async () => {
    const email = uniqueEmail('browser');
    await registerNative(email);
    await registerNative(email);
    const { jar } = browser(server);
    const flow = await readJson(
      await jar.fetch(`${server.url}/self-service/registration/browser`, {
        headers: { accept: 'application/json' },
      }),
    );
    const response = await jar.fetch(`${server.url}/self-service/registration?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        method: 'password',
        password: GOOD_PASSWORD,
        traits: { email },
        csrf_token: csrfOf(flow),
      }),
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expectKratosSchema('registrationFlow', body);
    expect(body.ui.messages.map((m: { id: number }) => m.id)).toEqual([4000001]);
    expect(body.ui.messages[0].type).toBe('error');
    expect(body.ui.messages[0].text).toMatch(/^The request was submitted too often\./);
    expect(body.ui.messages[0].context).toEqual({ reason: body.ui.messages[0].text });
  });

  it('answers 429 after two email changes to one address in settings', async () => {
    const taken = uniqueEmail('owner');
    await signUpNative(taken);
    const signedUp = await signUpNative(uniqueEmail('changer'));
    const token = signedUp.body.session_token as string;
    const headers = { accept: 'application/json', 'x-session-token': token };
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const flow = await readJson(
        await fetch(`${server.url}/self-service/settings/api`, { headers }),
      );
      const response = await fetch(`${server.url}/self-service/settings?flow=${flow.id}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ method: 'profile', traits: { email: taken } }),
      });
      statuses.push(response.status);
    }
    // The owner's own sign-up was the first question about `taken`.
    expect(statuses).toEqual([400, 429, 429]);
  });
});
