import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../../demo/commerce-demo.ts';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { customers } from '../customers/tables.ts';
import { couponRedemptions, coupons } from './tables.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const base = '/api/purchase/customer/discount/v1';

beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
});

function validate(headers: Record<string, string>, code: string, amount: number, currency = 'BDT') {
  return ctx.app.inject({
    method: 'POST',
    url: `${base}/validate-coupon`,
    headers,
    payload: { code, subtotal: { amount, currency } },
  });
}

describe('discounts', () => {
  it('lists the coupons running in the caller’s region with the uses left', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${base}/discounts`,
      headers: signInCustomer(identity),
    });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((d: { code: string }) => d.code);
    expect(codes).toContain('WELCOME10');
    expect(codes).toContain('BD500');
    expect(codes).not.toContain('AU15');
    expect(codes).not.toContain('SUMMER5');
    const welcome = res.json().data.find((d: { code: string }) => d.code === 'WELCOME10');
    expect(welcome).toMatchObject({ kind: 'percent', percent_bps: 1000, uses_left: 1 });
  });

  it('takes 10 % off with WELCOME10, whatever the case of the code', async () => {
    const res = await validate(signInCustomer(identity), 'welcome10', 123_45);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'WELCOME10',
      discount: { amount: 12_35, currency: 'BDT' },
      total: { amount: 111_10, currency: 'BDT' },
    });
  });

  it('takes a fixed amount off above the minimum spend only', async () => {
    const headers = signInCustomer(identity);
    const below = await validate(headers, 'BD500', 4_999_00);
    expect(below.statusCode).toBe(422);
    expect(below.json().error.details[0]).toEqual({
      field: 'body.code',
      message: 'min_spend_not_met',
    });
    const above = await validate(headers, 'BD500', 5_000_00);
    expect(above.json().data.discount).toEqual({ amount: 500_00, currency: 'BDT' });
  });

  it('refuses expired, unknown and other regions’ coupons with the reason', async () => {
    const headers = signInCustomer(identity);
    const reasons = await Promise.all(
      ['SUMMER5', 'NOPE', 'AU15'].map(async (code) => {
        const res = await validate(headers, code, 10_000_00);
        expect(res.statusCode).toBe(422);
        return res.json().error.details[0].message;
      }),
    );
    expect(reasons).toEqual(['expired', 'unknown_coupon', 'wrong_region']);
    const au = await validate({ ...headers, 'x-region': 'AU' }, 'AU15', 500_00, 'AUD');
    expect(au.json().data.discount).toEqual({ amount: 30_00, currency: 'AUD' });
  });

  it('stops at the per-customer limit', async () => {
    const headers = signInCustomer(identity);
    await ctx.app.inject({ method: 'GET', url: `${base}/discounts`, headers });
    const session = identity.sessions.get(headers['x-session-token'] as string) as {
      identity: { id: string };
    };
    const [customer] = await ctx.database.db
      .select()
      .from(customers)
      .where(eq(customers.identityId, session.identity.id));
    const [coupon] = await ctx.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, 'WELCOME10'));
    await ctx.database.db.insert(couponRedemptions).values({
      couponId: coupon?.id as number,
      customerId: customer?.id as number,
      orderId: 1,
      discountAmount: 100,
      currency: 'BDT',
    });
    const res = await validate(headers, 'WELCOME10', 100_00);
    expect(res.json().error.details[0].message).toBe('limit_reached');
  });

  it('wants the subtotal in the region currency and a code', async () => {
    const headers = signInCustomer(identity);
    const currency = await validate(headers, 'WELCOME10', 100, 'USD');
    expect(currency.json().error.details[0].field).toBe('body.subtotal.currency');
    const code = await validate(headers, '', 100);
    expect(code.json().error.details[0].field).toBe('body.code');
  });
});
