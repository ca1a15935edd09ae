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
    IDENTITY_LOGIN_LIMIT_PER_IDENTIFIER: '3',
    IDENTITY_LOGIN_LIMIT_PER_IP: '50',
  });
});
afterAll(async () => server.close());

const OWNER_DEVICE = '198.51.100.7';
const ATTACKER = '203.0.113.66';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function submit(kind: 'login' | 'registration', ip: string, body: unknown, flowId?: string) {
  const id = flowId ?? (await readJson(await fetch(`${server.url}/self-service/${kind}/api`))).id;
  const response = await fetch(`${server.url}/self-service/${kind}?flow=${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, flowId: id as string };
}

const signIn = async (email: string, ip: string, password = GOOD_PASSWORD) =>
  (await submit('login', ip, { method: 'password', identifier: email, password })).status;

/** An account signed up (form, then the mailed code) from the owner's device. */
async function newAccount(): Promise<string> {
  const email = uniqueEmail('lockout');
  const form = await submit('registration', OWNER_DEVICE, {
    method: 'password',
    password: GOOD_PASSWORD,
    traits: { email },
  });
  expect(form.status).toBe(400);
  const code = await latestCode(server, email);
  const done = await submit('registration', OWNER_DEVICE, { method: 'code', code }, form.flowId);
  expect(done.status).toBe(200);
  return email;
}

async function attack(email: string, ip: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expect(await signIn(email, ip, 'wrong-password-9')).toBe(400);
}

describe('wrong passwords lock the attacker, not the owner', () => {
  it('locks the attacking address while the owner signs in from their own device', async () => {
    const email = await newAccount();
    expect(await signIn(email, OWNER_DEVICE)).toBe(200);
    await attack(email, ATTACKER, 3);
    expect(await signIn(email, ATTACKER)).toBe(429);
    expect(await signIn(email, OWNER_DEVICE)).toBe(200);
    expect(await signIn(email, ATTACKER)).toBe(429);
  });

  it('only slows the owner down on a new address, for about a second', async () => {
    const email = await newAccount();
    await attack(email, ATTACKER, 3);
    expect(await signIn(email, '192.0.2.10')).toBe(429);
    await sleep(1100);
    expect(await signIn(email, '192.0.2.10')).toBe(200);
  });

  it('slows guessing from many addresses with a delay that doubles', async () => {
    const email = await newAccount();
    for (let i = 1; i <= 3; i++)
      expect(await signIn(email, `203.0.113.${i}`, 'wrong-9x')).toBe(400);
    expect(await signIn(email, '203.0.113.4', 'wrong-9x')).toBe(429);
    await sleep(1100);
    expect(await signIn(email, '203.0.113.5', 'wrong-9x')).toBe(400);
    await sleep(1100);
    // The fourth failure doubled the delay to two seconds.
    expect(await signIn(email, '203.0.113.6', 'wrong-9x')).toBe(429);
    expect(await signIn(email, OWNER_DEVICE)).toBe(429);
  });

  it('shows a browser the lock as a message on its login flow', async () => {
    const email = await newAccount();
    await attack(email, ATTACKER, 3);
    const { jar } = browser(server);
    const headers = { accept: 'application/json', 'x-forwarded-for': ATTACKER };
    const flow = await readJson(
      await jar.fetch(`${server.url}/self-service/login/browser`, { headers }),
    );
    const response = await jar.fetch(`${server.url}/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'password',
        identifier: email,
        password: GOOD_PASSWORD,
        csrf_token: csrfOf(flow),
      }),
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expectKratosSchema('loginFlow', body);
    expect(body.ui.messages.map((m: { id: number }) => m.id)).toEqual([4000001]);
  });
});
