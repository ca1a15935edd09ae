import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFromOutbox, PASSWORD } from './outbox.ts';

/** A fresh address per test run, so runs never collide on the identity service. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@crossport.test`;
}

/** Registers through the web's sign-up form and verifies the email with the mailed code. */
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
  await expect(page).toHaveURL(/\/verification\?flow=/);
  const code = await codeFromOutbox(request, email, registeredAt);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('button[type="submit"][name="method"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified.');
}
