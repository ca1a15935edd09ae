import { randomBytes } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { codeFromOutbox, PASSWORD } from './outbox.ts';

/** A fresh address per test run, so runs never collide on the identity service. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@crossport.test`;
}

const JSON_HEADERS = { Accept: 'application/json' };

/**
 * Registers through the identity service's native (API) registration flow, the same two steps
 * as the form (traits and password, then the code mailed to the address), and answers the
 * session token. No browser: the sign-up form itself is the auth spec's subject.
 */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  name = 'Nusrat Jahan',
): Promise<string> {
  const flow = await request.get('/api/.ory/self-service/registration/api', {
    headers: JSON_HEADERS,
  });
  expect(flow.ok(), await flow.text()).toBe(true);
  const url = `/api/.ory/self-service/registration?flow=${(await flow.json()).id}`;
  const registeredAt = new Date(Date.now() - 1_000);
  const sent = await request.post(url, {
    headers: JSON_HEADERS,
    data: { method: 'password', traits: { email, name }, password: PASSWORD },
  });
  // Kratos answers "code sent" with 400 and the flow, waiting for the code.
  const sentFlow = (await sent.json()) as { ui?: { messages?: { id: number }[] } };
  expect(
    sentFlow.ui?.messages?.map((m) => m.id),
    JSON.stringify(sentFlow),
  ).toContain(1040005);
  const code = await codeFromOutbox(request, email, registeredAt);
  const created = await request.post(url, {
    headers: JSON_HEADERS,
    data: { method: 'code', code },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()).session_token as string;
}

/**
 * Puts a session into a browser context as the web's session cookie, with the XSRF cookie the
 * API would hand out on the first page (the web app's client echoes it on every write).
 */
export async function putSessionInBrowser(
  context: BrowserContext,
  baseURL: string,
  token: string,
): Promise<void> {
  await context.addCookies([
    { name: 'ory_kratos_session', value: token, url: baseURL },
    { name: 'XSRF-TOKEN', value: randomBytes(32).toString('base64url'), url: baseURL },
  ]);
}

/**
 * A fresh customer, signed up through the API and signed in in the page's browser: what most
 * journeys start from. Arguments: the page, a request context, the email and the name; the page is left where it was (blank).
 */
export async function signUpByApi(
  page: Page,
  request: APIRequestContext,
  email: string,
  name = 'Nusrat Jahan',
): Promise<void> {
  const token = await registerByApi(request, email, name);
  await putSessionInBrowser(page.context(), test.info().project.use.baseURL!, token);
}

/** The demo customer `npm start` creates (apps/identity/src/demo). */
const DEMO_CUSTOMER = { email: 'demo@crossport.local', password: 'crossport-demo-2026' };

/**
 * Signs the demo customer in through the identity service's native (API) login flow and
 * answers the session token, which the web accepts as its session cookie.
 */
export async function demoSessionToken(request: APIRequestContext): Promise<string> {
  const flow = await request.get('/api/.ory/self-service/login/api', {
    headers: { Accept: 'application/json' },
  });
  expect(flow.ok(), await flow.text()).toBe(true);
  const login = await request.post(`/api/.ory/self-service/login?flow=${(await flow.json()).id}`, {
    headers: { Accept: 'application/json' },
    data: { method: 'password', identifier: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()).session_token as string;
}
