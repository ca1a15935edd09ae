import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { PHOTO } from './parcels.ts';
import { Secret, TOTP } from 'otpauth';

/** The back office's own origin (apps/admin), beside the web's port (playwright.config.ts). */
export const BACK_OFFICE = `http://127.0.0.1:${process.env.ADMIN_PORT ?? 3100}`;

/** The demo staff accounts `npm start` prints (apps/identity/src/demo.ts): demo only. */
const STAFF_PASSWORD = 'crossport-staff-2026';
const STAFF_TOTP_SECRET = 'CROSSPORTDEMOSTAFFTOTPSECRETKEYS';
export type StaffRole = 'admin' | 'warehouse' | 'purchasing' | 'finance' | 'support' | 'content';
export const staffEmail = (role: StaffRole) => `${role}@staff.crossport.local`;

const STEP_MS = 30_000;
/**
 * Codes one sign-in may send: below the identity service's budget of authenticator codes per
 * flow (IDENTITY_TOTP_LIMIT_PER_FLOW, 5), so a slow run is never refused by it.
 */
const MAX_CODES = 4;

function codeAt(at: number, secret = STAFF_TOTP_SECRET): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

/** Who signs in to the back office: email, password and their authenticator's secret. */
export interface StaffCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/**
 * Each role's signed-in storage state, kept for the rest of this worker's tests: signing in
 * takes the form and an authenticator code, and a code works once, so a second sign-in of the
 * same account within its 30-second step waits for the next one. The sign-in form itself is
 * still driven by every role's first use in a worker (and by the new-staff test).
 */
const staffStates = new Map<StaffRole, Awaited<ReturnType<BrowserContext['storageState']>>>();

/** A demo staff account of this role (apps/identity/src/demo.ts), signed in to the back office. */
export async function backOfficeAs(browser: Browser, role: StaffRole): Promise<Page> {
  const email = staffEmail(role);
  const saved = staffStates.get(role);
  if (saved) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: saved,
    });
    const page = await context.newPage();
    await page.goto(`${BACK_OFFICE}/`);
    const signedInAs = page.getByTestId('signed-in-as');
    // A session a test signed out or revoked shows the sign-in form: then sign in again.
    await expect(signedInAs.or(page.getByLabel('Staff email'))).toBeVisible();
    if ((await signedInAs.isVisible()) && (await signedInAs.textContent()) === email) return page;
    staffStates.delete(role);
    await context.close();
  }
  const page = await backOfficeSignIn(browser, {
    email,
    password: STAFF_PASSWORD,
    totpSecret: STAFF_TOTP_SECRET,
  });
  staffStates.set(role, await page.context().storageState());
  return page;
}

/**
 * A staff member signed in to the back office in a browser context of their own (cookies are
 * per host, so a staff session and a customer session must not share one): password, then the
 * authenticator code, as staff do it. A code works once: if this step's was used, the next.
 */
export async function backOfficeSignIn(browser: Browser, who: StaffCredentials): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BACK_OFFICE}/login`);
  await page.getByLabel('Staff email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The identity service accepts this step's code and the next. Each step's code is sent at
  // most once: when both were spent (the same account signed in twice within half a minute),
  // the next step is waited for rather than another code guessed, and never more than
  // MAX_CODES in all. (Each "Sign in" starts its own aal2 flow, so one flow sees one code.)
  const tried = new Set<number>();
  for (let sent = 0; sent < MAX_CODES;) {
    const step = Math.floor(Date.now() / STEP_MS);
    const untried = [step, step + 1].find((candidate) => !tried.has(candidate));
    if (untried === undefined) {
      // The next step's code is the next one to try: wait for the clock to reach it.
      await expect
        .poll(() => Math.floor(Date.now() / STEP_MS), { timeout: STEP_MS + 5_000 })
        .toBeGreaterThan(step);
      continue;
    }
    tried.add(untried);
    sent += 1;
    await page.getByLabel('Authentication code').fill(codeAt(untried * STEP_MS, who.totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signedIn = await page
      .waitForURL(`${BACK_OFFICE}/`, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) break;
  }
  await expect(page.getByTestId('signed-in-as')).toHaveText(who.email);
  return page;
}

type FlowNode = { attributes: { name?: string; id?: string; text?: { text: string } } };

/**
 * Links an authenticator app to an account, as its owner does in the identity service's
 * settings (native flows through the web origin's `/api/.ory`); answers the app's secret.
 */
export async function linkAuthenticator(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const json = { Accept: 'application/json' };
  const login = await request.get('/api/.ory/self-service/login/api', { headers: json });
  const signedIn = await request.post(
    `/api/.ory/self-service/login?flow=${(await login.json()).id}`,
    { headers: json, data: { method: 'password', identifier: email, password } },
  );
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const token = { ...json, 'X-Session-Token': (await signedIn.json()).session_token as string };
  const settings = await request.get('/api/.ory/self-service/settings/api', { headers: token });
  expect(settings.ok(), await settings.text()).toBe(true);
  const flow = (await settings.json()) as { id: string; ui: { nodes: FlowNode[] } };
  const secret = flow.ui.nodes.find(
    (n) => n.attributes.id === 'totp_secret_key' || n.attributes.name === 'totp_secret_key',
  )!.attributes.text!.text;
  const linked = await request.post(`/api/.ory/self-service/settings?flow=${flow.id}`, {
    headers: token,
    data: { method: 'totp', totp_code: codeAt(Date.now(), secret) },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  return secret;
}

/** The signed-in customer uploads a photo (as the shop's upload fields do); answers its id. */
export async function uploadPhoto(page: Page, name = 'photo.png'): Promise<number> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!;
  const upload = await page.request.post('/api/storage/customer/asset/v1/assets', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value) },
    multipart: { file: { name, mimeType: 'image/png', buffer: PHOTO } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { data: { id: number } }).data.id;
}

/** The customer pays an invoice by bank transfer with a receipt, as the payment page does. */
export async function payByBankTransfer(page: Page, invoiceId: number): Promise<void> {
  const receipt = await uploadPhoto(page, 'receipt.png');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!;
  const paid = await page.request.post(
    `/api/invoice/customer/invoice/v1/invoices/${invoiceId}/pay`,
    {
      headers: {
        'X-XSRF-TOKEN': decodeURIComponent(xsrf.value),
        'Idempotency-Key': crypto.randomUUID(),
      },
      data: {
        gateway: 'bank_transfer',
        receipt_asset_id: receipt,
        transfer_reference: 'E2E-TRX-1',
      },
    },
  );
  expect(paid.status(), await paid.text()).toBeLessThan(300);
}

/**
 * A back-office screen as it is, at a tablet's and a desktop's width (staff work on both),
 * then back to the width it had. SCREENSHOT_DIR keeps them past the run.
 */
export async function officeShots(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR ?? info.outputPath();
  const viewport = page.viewportSize();
  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** Opens a back-office screen from its navigation (dashboard cards name screens too). */
export async function openScreen(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** A part of Settings (warehouses, restricted items…), through its own navigation. */
export async function openSettings(page: Page, part: string): Promise<void> {
  await openScreen(page, 'Settings');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: part })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: part })).toBeVisible();
}
