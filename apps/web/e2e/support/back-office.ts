import { expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The back office's own origin (apps/admin), beside the web's port (playwright.config.ts). */
export const BACK_OFFICE = `http://127.0.0.1:${process.env.ADMIN_PORT ?? 3100}`;

/** The demo staff accounts `npm start` prints (apps/identity/src/demo.ts): demo only. */
const STAFF_PASSWORD = 'crossport-staff-2026';
const STAFF_TOTP_SECRET = 'CROSSPORTDEMOSTAFFTOTPSECRETKEYS';
export type StaffRole = 'admin' | 'warehouse' | 'purchasing' | 'finance' | 'support' | 'content';
export const staffEmail = (role: StaffRole) => `${role}@staff.crossport.local`;

function codeAt(at: number): string {
  return new TOTP({ secret: Secret.fromBase32(STAFF_TOTP_SECRET) }).generate({ timestamp: at });
}

/**
 * A staff member signed in to the back office in a browser context of their own (cookies are
 * per host, so a staff session and a customer session must not share one): password, then the
 * authenticator code, as staff do it. A code works once: if this step's was used, the next.
 */
export async function backOfficeAs(browser: Browser, role: StaffRole): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BACK_OFFICE}/login`);
  await page.getByLabel('Staff email').fill(staffEmail(role));
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const offset of [0, 30_000]) {
    await page.getByLabel('Authentication code').fill(codeAt(Date.now() + offset));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signedIn = await page
      .waitForURL(`${BACK_OFFICE}/`, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) break;
  }
  await expect(page.getByTestId('signed-in-as')).toHaveText(staffEmail(role));
  return page;
}
