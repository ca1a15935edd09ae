import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../../demo/commerce-demo.ts';
import { testBuyer, type TestBuyer } from '../../../test/checkout-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { coupons } from './tables.ts';

// Every coupon rule is enforced twice on the server: when the customer checks the code
// (validate-coupon) and again when the order is placed, whatever the page showed before.
const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const DAY_MS = 86_400_000;
// A cart of the test buyer is 5 × BDT 174.59.
const CART_SUBTOTAL = 872_95;

beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
});

let counter = 0;
/** A 10 % coupon of its own, changed by `values`; answers its code. */
async function coupon(values: Partial<typeof coupons.$inferInsert> = {}): Promise<string> {
  counter += 1;
  const code = `RULE${process.pid % 1000}X${counter}`;
  await ctx.database.db.insert(coupons).values({
    code,
    description: 'A test coupon',
    kind: 'percent',
    percentBps: 1_000,
    ...values,
  });
  return code;
}

function validate(buyer: TestBuyer, code: string, amount = CART_SUBTOTAL) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/purchase/customer/discount/v1/validate-coupon',
    headers: buyer.headers,
    payload: { code, subtotal: { amount, currency: 'BDT' } },
  });
}

/** Expects the same refusal reason at validation and at placement (and nothing placed). */
async function refusedAtBothPoints(buyer: TestBuyer, code: string, reason: string) {
  const checked = await validate(buyer, code);
  expect(checked.statusCode, checked.body).toBe(422);
  expect(checked.json().error.details[0]).toEqual({ field: 'body.code', message: reason });
  const { cartItemId } = await buyer.fillCart();
  const placed = await buyer.place(cartItemId, { coupon_code: code });
  expect(placed.statusCode, placed.body).toBe(422);
  expect(placed.json().error.details[0]).toEqual({ field: 'body.code', message: reason });
}

describe('coupon rules', () => {
  it('gives WELCOME10 on a first order only, though it was never used', async () => {
    const buyer = await testBuyer(ctx, identity);
    expect((await validate(buyer, 'WELCOME10')).statusCode).toBe(200);
    for (let order = 0; order < 2; order += 1) {
      const { cartItemId } = await buyer.fillCart();
      expect((await buyer.place(cartItemId)).statusCode).toBe(201);
    }
    await refusedAtBothPoints(buyer, 'WELCOME10', 'first_order_only');
  });

  it('takes a first-order coupon on the first order itself', async () => {
    const buyer = await testBuyer(ctx, identity);
    const { cartItemId } = await buyer.fillCart();
    const placed = await buyer.place(cartItemId, { coupon_code: 'WELCOME10' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.discount.amount).toBe(87_30);
  });

  it('refuses a coupon used as often as allowed', async () => {
    const code = await coupon({ perCustomerLimit: 1 });
    const buyer = await testBuyer(ctx, identity);
    const { cartItemId } = await buyer.fillCart();
    expect((await buyer.place(cartItemId, { coupon_code: code })).statusCode).toBe(201);
    await refusedAtBothPoints(buyer, code, 'limit_reached');
  });

  it('refuses a coupon below its minimum spend', async () => {
    const code = await coupon({ minSpend: CART_SUBTOTAL + 1, currency: 'BDT', regionCode: 'BD' });
    const buyer = await testBuyer(ctx, identity);
    await refusedAtBothPoints(buyer, code, 'min_spend_not_met');
    expect((await validate(buyer, code, CART_SUBTOTAL + 1)).statusCode).toBe(200);
  });

  it('refuses a coupon of another region', async () => {
    const code = await coupon({ regionCode: 'AU' });
    await refusedAtBothPoints(await testBuyer(ctx, identity), code, 'wrong_region');
  });

  it('refuses an expired coupon and one not started yet', async () => {
    const expired = await coupon({
      startsAt: new Date(Date.now() - 10 * DAY_MS),
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    const buyer = await testBuyer(ctx, identity);
    await refusedAtBothPoints(buyer, expired, 'expired');
    const later = await coupon({ startsAt: new Date(Date.now() + DAY_MS) });
    await refusedAtBothPoints(buyer, later, 'unknown_coupon');
  });

  it('lets only one of two placements at once use a once-per-customer coupon', async () => {
    const code = await coupon({ perCustomerLimit: 1 });
    const buyer = await testBuyer(ctx, identity);
    const [a, b] = [await buyer.fillCart(), await buyer.fillCart()];
    const results = await Promise.all([
      buyer.place(a.cartItemId, { coupon_code: code }),
      buyer.place(b.cartItemId, { coupon_code: code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.statusCode === 422);
    expect(refused?.json().error.details[0].message).toBe('limit_reached');
  });

  it('lets only one of two first orders at once use a first-order coupon', async () => {
    const code = await coupon({ firstOrderOnly: true });
    const buyer = await testBuyer(ctx, identity);
    const [a, b] = [await buyer.fillCart(), await buyer.fillCart()];
    const results = await Promise.all([
      buyer.place(a.cartItemId, { coupon_code: code }),
      buyer.place(b.cartItemId, { coupon_code: code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.statusCode === 422);
    expect(refused?.json().error.details[0].message).toBe('first_order_only');
  });
});
