import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { codeFromOutbox, PASSWORD } from './support/outbox.ts';

/**
 * The customer's identity journey against the real identity service: sign up with the code
 * from the outbox, sign out, sign in, rename yourself in settings and see
 * it in the header, then sign out every other device.
 * The outbox is read through the Kratos admin courier API on the identity service's admin
 * port, which playwright.config.ts turns on (IDENTITY_ADMIN_URL says where it listens).
 */

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Crossport');
  await page.locator('input[name="identifier"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[name="method"][value="password"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

test.describe('sign-up, sign-in and account settings', () => {
  test('register, verify, sign out, sign in, rename, revoke other sessions', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // One long journey through three flows and two devices.
    test.setTimeout(180_000);
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@crossport.test`;

    // A visitor sees "Sign in" in the header.
    await page.goto('/');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();

    // Sign up: the browser flow is created through the web origin and rendered from its nodes.
    await page.goto('/registration');
    await expect(page).toHaveURL(/\/registration\?flow=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await expect(page.locator('input[name="csrf_token"]')).toHaveCount(1);
    const registeredAt = new Date(Date.now() - 1_000);
    await page.locator('input[name="traits.email"]').fill(email);
    await page.locator('input[name="traits.name"]').fill('Rahima Khatun');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[name="method"][value="password"]').click();

    // The code from the outbox proves the address: only then is the account made, verified,
    // and the browser signed in. Until then nothing says whether the email had an account.
    await expect(page).toHaveURL(/\/registration\?flow=/);
    await expect(page.locator('[data-message-id="1040005"]')).toBeVisible();
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    const code = await codeFromOutbox(request, email, registeredAt);
    await page.locator('input[name="code"]').fill(code);
    await page.locator('button[name="method"][value="code"]').click();
    await page.waitForURL((url) => url.pathname !== '/registration');
    await expect(page.getByTestId('account-name')).toHaveText('Rahima Khatun');
    await page.getByTestId('account-menu').click();
    await expect(page.getByTestId('verify-email-hint')).toHaveCount(0);

    // Sign out through the logout URL the identity service hands out.
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    expect((await page.request.get('/api/.ory/sessions/whoami')).status()).toBe(401);

    // Wrong password: the flow comes back with Kratos' invalid-credentials message.
    await page.goto('/login');
    await page.locator('input[name="identifier"]').fill(email);
    await page.locator('input[name="password"]').fill('not-the-password-at-all');
    await page.locator('button[name="method"][value="password"]').click();
    await expect(page.locator('[data-message-id="4000006"]')).toBeVisible();

    // Sign in again.
    await signIn(page, email);
    await expect(page.getByTestId('account-name')).toHaveText('Rahima Khatun');

    // Rename in settings; the header follows.
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\?flow=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile and security');
    const profile = page.getByTestId('settings-profile-form');
    await profile.locator('input[name="traits.name"]').fill('Rahima Begum');
    await profile.locator('button[name="method"][value="profile"]').click();
    await expect(page.locator('[data-message-id="1050001"]')).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveText('Rahima Begum');

    // A second device signs in; this one signs out every other device.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, email);
    expect((await otherPage.request.get('/api/.ory/sessions/whoami')).status()).toBe(200);

    await page.goto('/settings/sessions');
    await expect(page.getByTestId('current-session')).toBeVisible();
    await expect(page.getByTestId('other-session')).toHaveCount(1);
    await page.getByTestId('revoke-other-sessions').click();
    await expect(page.getByTestId('no-other-sessions')).toBeVisible();
    await expect(page.getByTestId('current-session')).toBeVisible();

    expect((await otherPage.request.get('/api/.ory/sessions/whoami')).status()).toBe(401);
    await otherPage.reload();
    await expect(otherPage.getByTestId('sign-in-link')).toBeVisible();
    await other.close();
  });

  test('an expired or unknown flow id starts a new flow', async ({ page }) => {
    await page.goto('/login?flow=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/login\?flow=(?!00000000-)/);
    await expect(page.locator('input[name="identifier"]')).toBeVisible();
  });

  test('sign-in keeps return_to and works at 360 px without horizontal scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/login?return_to=%2Fdashboard%2Fbuy-and-ship%2Fmy-orders');
    await expect(page).toHaveURL(/\/login\?flow=/);
    await expect(page.getByTestId('return-to')).toContainText('/dashboard/buy-and-ship/my-orders');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
