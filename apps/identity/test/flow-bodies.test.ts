import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/demo.ts';
import {
  browser,
  csrfOf,
  GOOD_PASSWORD,
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

/** A browser login flow (JSON) with its cookie jar and CSRF token. */
async function browserLoginFlow() {
  const { jar } = browser(server);
  const flow = await readJson(
    await jar.fetch(`${server.url}/self-service/login/browser`, {
      headers: { accept: 'application/json' },
    }),
  );
  return { jar, flow, csrf: csrfOf(flow) };
}

async function signInDemo(): Promise<number> {
  const { jar, flow, csrf } = await browserLoginFlow();
  const done = await jar.fetch(`${server.url}/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      method: 'password',
      identifier: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      csrf_token: csrf,
    }),
  });
  return done.status;
}

describe('flow bodies cannot reach Object.prototype', () => {
  const polluted = () => (({}) as Record<string, unknown>).polluted;

  it.each([
    '__proto__.polluted',
    'constructor.prototype.polluted',
    'traits.__proto__.polluted',
    '__proto__',
  ])('refuses the form key %s with 400 and leaves objects clean', async (key) => {
    const { jar, flow, csrf } = await browserLoginFlow();
    const response = await jar.fetch(`${server.url}/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ [key]: 'yes', csrf_token: csrf, method: 'password' }),
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expectKratosSchema('errorGeneric', body);
    expect(body.error.code).toBe(400);
    expect(polluted()).toBeUndefined();
    expect(await signInDemo()).toBe(200);
  });

  it.each([
    '{"__proto__":{"polluted":"yes"},"method":"password"}',
    '{"constructor":{"prototype":{"polluted":"yes"}},"method":"password"}',
    '{"traits":{"__proto__":{"polluted":"yes"}},"method":"password"}',
  ])('refuses the JSON body %s with 400 and leaves objects clean', async (json) => {
    const { jar, flow } = await browserLoginFlow();
    const response = await jar.fetch(`${server.url}/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: json,
    });
    expect(response.status).toBe(400);
    expectKratosSchema('errorGeneric', await readJson(response));
    expect(polluted()).toBeUndefined();
    expect(await signInDemo()).toBe(200);
  });
});

type Kind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';

/** Starts a native flow and submits one JSON body to it, as a mobile app would. */
async function submitNative(kind: Kind, body: unknown, token?: string) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-session-token'] = token;
  const flow = await readJson(await fetch(`${server.url}/self-service/${kind}/api`, { headers }));
  const response = await fetch(`${server.url}/self-service/${kind}?flow=${flow.id}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, flowId: flow.id as string };
}

async function nativeSessionToken(): Promise<string> {
  return (await registerCustomer(server, uniqueEmail('sizes'))).token;
}

const long = (length: number) => 'x'.repeat(length);

describe('every flow field has a maximum size', () => {
  it.each<[string, Kind, Record<string, unknown>]>([
    [
      'a long login identifier',
      'login',
      { method: 'password', identifier: `${long(400)}@example.com`, password: 'p' },
    ],
    [
      'a long login password',
      'login',
      { method: 'password', identifier: 'a@example.com', password: long(5000) },
    ],
    [
      'a long login code',
      'login',
      { method: 'code', identifier: 'a@example.com', code: long(100) },
    ],
    ['a long method', 'login', { method: long(100) }],
    [
      'a long trait',
      'registration',
      {
        method: 'password',
        password: GOOD_PASSWORD,
        traits: { email: 'a@example.com', name: long(3000) },
      },
    ],
    [
      'a long trait key',
      'registration',
      {
        method: 'password',
        password: GOOD_PASSWORD,
        traits: { [long(100)]: 'x', email: 'a@example.com' },
      },
    ],
    [
      'a large transient payload',
      'registration',
      {
        method: 'password',
        transient_payload: { a: Array.from({ length: 20 }, () => long(1000)) },
      },
    ],
    ['a long recovery email', 'recovery', { method: 'code', email: `${long(400)}@example.com` }],
    [
      'a long verification email',
      'verification',
      { method: 'code', email: `${long(400)}@example.com` },
    ],
    ['a long verification code', 'verification', { method: 'code', code: long(100) }],
  ])('refuses %s with 400 before storing or echoing it', async (_label, kind, body) => {
    const answer = await submitNative(kind, body);
    expect(answer.status).toBe(400);
    const parsed = JSON.parse(answer.text);
    expectKratosSchema('errorGeneric', parsed);
    expect(answer.text.length).toBeLessThan(2000);
    const flow = await fetch(`${server.url}/self-service/${kind}/flows?id=${answer.flowId}`);
    expect((await flow.text()).includes(long(100))).toBe(false);
  });

  it('refuses long settings traits and passwords with 400', async () => {
    const token = await nativeSessionToken();
    for (const body of [
      {
        method: 'profile',
        traits: { email: 'a@example.com', avatar: `https://a.example/${long(3000)}` },
      },
      { method: 'password', password: long(5000) },
    ]) {
      const answer = await submitNative('settings', body, token);
      expect(answer.status).toBe(400);
      expectKratosSchema('errorGeneric', JSON.parse(answer.text));
    }
  });

  it('refuses a 900 KB body with 413 in the Kratos error shape', async () => {
    const answer = await submitNative('login', {
      method: 'password',
      identifier: long(900 * 1024),
      password: 'p',
    });
    expect(answer.status).toBe(413);
    expectKratosSchema('errorGeneric', JSON.parse(answer.text));
  });

  it('refuses a 100 KB form post with 413', async () => {
    const { jar, flow, csrf } = await browserLoginFlow();
    const response = await jar.fetch(`${server.url}/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        csrf_token: csrf,
        method: 'password',
        identifier: long(100_000),
      }),
    });
    expect(response.status).toBe(413);
    expectKratosSchema('errorGeneric', await readJson(response));
  });

  it('refuses a flow started with a query parameter longer than 2048 characters', async () => {
    const response = await fetch(
      `${server.url}/self-service/login/api?return_to=${encodeURIComponent(`${UI_URL}/${long(3000)}`)}`,
      { headers: { accept: 'application/json' } },
    );
    expect(response.status).toBe(400);
    expectKratosSchema('errorGeneric', await readJson(response));
  });
});
