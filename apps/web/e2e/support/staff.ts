import { expect, type APIRequestContext } from '@playwright/test';

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
