import { expect, test } from './support/test.ts';
import { codeFromOutbox } from './support/outbox.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';

/**
 * Account recovery by emailed code, as Kratos does it: the code signs the customer in and
 * lands them on a settings flow that says "you recovered your account" (1060001), where the
 * new password is set within the fresh sign-in.
 */
test('a recovered customer lands on settings, told to set a new password, and sets it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('recover');
  await signUpByApi(page, request, email);

  const forgetful = await browser.newContext({ baseURL });
  const other = await forgetful.newPage();
  await other.goto('/recovery');
  await expect(other).toHaveURL(/\/recovery\?flow=/);
  const askedAt = new Date(Date.now() - 1_000);
  await other.locator('input[name="email"]').fill(email);
  await other.locator('button[name="method"][value="code"]').click();
  const code = await codeFromOutbox(request, email, askedAt);
  await other.locator('input[name="code"]').fill(code);
  await other.locator('button[name="method"][value="code"]').first().click();

  await expect(other).toHaveURL(/\/settings\?flow=/);
  await expect(other.locator('[data-message-id="1060001"]')).toBeVisible();
  const form = other.getByTestId('settings-password-form');
  await form.locator('input[name="password"]').fill('copper-meadow-lantern-5-crossport');
  await form.locator('button[name="method"][value="password"]').click();
  await expect(other.locator('[data-message-id="1050001"]')).toBeVisible();
  await forgetful.close();
});
