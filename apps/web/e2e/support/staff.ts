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
 * A paid buy product (paying moves it to purchasing) moved by staff to delivered, every step
 * in turn.
 */
export async function deliverPaidBuyProduct(request: APIRequestContext, id: number): Promise<void> {
  await staffMove(
    request,
    id,
    'purchased',
    'shipped_to_warehouse',
    'received_abroad',
    'handed_to_international',
    'arrived',
    'delivered',
  );
}

/**
 * The signed-in customer's id in the commerce API: the page's own session (its cookies) asks
 * the API to mirror the identity, which answers the customer record.
 */
export async function customerIdOf(page: Page): Promise<number> {
  // A cookie-authenticated unsafe call echoes the XSRF cookie, as the web app's client does.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const synced = await page.request.post('/api/user/customer/sync/v1/sync-identity', {
    headers: xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value) } : {},
    data: {},
  });
  expect(synced.status(), await synced.text()).toBe(200);
  return ((await synced.json()) as { data: { id: number } }).data.id;
}

/**
 * Credits the signed-in customer's wallet as staff do with money received outside the site.
 * The reference names the credit: the same reference again credits once.
 */
export async function creditWallet(
  page: Page,
  request: APIRequestContext,
  amount: { amount: number; currency: string },
  reference = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
): Promise<void> {
  const customerId = await customerIdOf(page);
  // Not through the page: its session cookie would reach the API too (cookies ignore ports) and
  // make this a browser call that needs the XSRF token. Staff send only their token.
  const credited = await request.post(
    staffUrl(`/api/wallet/admin/wallet/v1/customers/${customerId}/credit`),
    { headers: STAFF_HEADERS, data: { amount, reference } },
  );
  expect(credited.status(), await credited.text()).toBe(200);
}
