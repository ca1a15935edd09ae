import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Staff calls for browser journeys. playwright.config.ts starts the stack with this
 * STAFF_TOKEN, so both sides agree on it.
 */
export const STAFF_HEADERS = {
  'X-Staff-Token': process.env.STAFF_TOKEN ?? 'staff-token-for-e2e-0001',
};

/**
 * Where staff reach the API: its own address (playwright.config.ts), never the web origin,
 * which refuses every staff path.
 */
export function staffUrl(path: string): string {
  return `${process.env.STAFF_API_URL ?? 'http://127.0.0.1:4000'}${path}`;
}

/** Moves a buy product through these statuses in turn, as staff do in the back office. */
export async function staffMove(
  request: APIRequestContext,
  id: number,
  ...statuses: string[]
): Promise<void> {
  for (const status of statuses) {
    const moved = await request.post(
      staffUrl(`/api/buy-and-ship/admin/buy-product/v1/buy-products/${id}/transition`),
      // Journeys follow the customer's view, not payment: staff buy on an explicit override.
      { headers: STAFF_HEADERS, data: { status, override_unpaid_invoice: status === 'purchased' } },
    );
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/**
 * The signed-in customer's commerce id: the answer of sync-identity, called with the page's
 * own cookies (session and XSRF) as the web does after a session loads.
 */
export async function customerIdOf(page: Page): Promise<number> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  expect(xsrf, 'the web hands out the XSRF cookie on the first page').toBeTruthy();
  const synced = await page.request.post('/api/user/customer/sync/v1/sync-identity', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value) },
    data: {},
  });
  expect(synced.ok(), await synced.text()).toBe(true);
  return ((await synced.json()) as { data: { id: number } }).data.id;
}

/** Staff credit the signed-in customer's wallet, as for money received at the bank. */
export async function creditWallet(
  page: Page,
  request: APIRequestContext,
  amount: { amount: number; currency: string },
): Promise<void> {
  const customer = await customerIdOf(page);
  const credited = await request.post(
    staffUrl(`/api/wallet/admin/wallet/v1/customers/${customer}/credit`),
    {
      headers: STAFF_HEADERS,
      data: { amount, reference: `e2e-${customer}-${amount.amount}` },
    },
  );
  expect(credited.status(), await credited.text()).toBe(200);
}
