import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/demo.ts';
import {
  browser,
  csrfOf,
  readJson,
  startIdentityServer,
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
