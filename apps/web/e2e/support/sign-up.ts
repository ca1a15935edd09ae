import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFromOutbox, PASSWORD } from './outbox.ts';

/** A fresh address per test run, so runs never collide on the identity service. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@crossport.test`;
}

/**
 * Registers through the web's sign-up form: the form mails a code, and the code (read from
 * the outbox) creates the account with its email verified and signs the browser in.
 */
export async function signUp(
  page: Page,
  request: APIRequestContext,
  email: string,
  name = 'Nusrat Jahan',
): Promise<void> {
  await page.goto('/registration');
  await expect(page).toHaveURL(/\/registration\?flow=/);
  const registeredAt = new Date(Date.now() - 1_000);
  await page.locator('input[name="traits.email"]').fill(email);
  await page.locator('input[name="traits.name"]').fill(name);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[name="method"][value="password"]').click();
  // The same flow again, now asking for the code mailed to the address.
  await expect(page).toHaveURL(/\/registration\?flow=/);
  await expect(page.locator('[data-message-id="1040005"]')).toBeVisible();
  const code = await codeFromOutbox(request, email, registeredAt);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('button[name="method"][value="code"]').click();
  await page.waitForURL((url) => url.pathname !== '/registration');
  await expect(page.getByTestId('account-name')).toHaveText(name);
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
