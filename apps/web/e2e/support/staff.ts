import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Staff calls for browser journeys. playwright.config.ts starts the stack with this
 * STAFF_TOKEN, so both sides agree on it.
 */
export const STAFF_HEADERS = {
  'X-Staff-Token': process.env.STAFF_TOKEN ?? 'staff-token-for-e2e-0001',
};

/** Moves a buy product through these statuses in turn, as staff do in the back office. */
export async function staffMove(
  request: APIRequestContext,
  id: number,
  ...statuses: string[]
): Promise<void> {
  for (const status of statuses) {
    const moved = await request.post(
      `/api/buy-and-ship/admin/buy-product/v1/buy-products/${id}/transition`,
      // Journeys follow the customer's view, not payment: staff buy on an explicit override.
      { headers: STAFF_HEADERS, data: { status, override_unpaid_invoice: status === 'purchased' } },
    );
    expect(moved.status(), await moved.text()).toBe(200);
  }
}
