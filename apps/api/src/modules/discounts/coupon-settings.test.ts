import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../../demo/commerce-demo.ts';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { COUPON_STAFF_BASE } from './index.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
});

const validate = (code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/purchase/customer/discount/v1/validate-coupon',
    headers: signInCustomer(identity),
    payload: { code, subtotal: { amount: 200_000, currency: 'BDT' } },
  });

/** Staff make a coupon. */
const createCoupon = (headers: Record<string, string>, body: object) =>
  ctx.app.inject({ method: 'POST', url: COUPON_STAFF_BASE, headers, payload: body });

describe('coupon settings', () => {
  it('creates a coupon customers can use at once, pauses it, and lists it with its uses', async () => {
    const content = await signInStaff(identity, ctx.database.db, ['content']);
    const create = (body: object) => createCoupon(content.headers, body);
    const made = await create({
      code: 'eid-25',
      description: 'Eid: 25 % off, up to 1,000 taka',
      kind: 'percent',
      percent_bps: 2_500,
      max_discount: 100_000,
      region_code: 'BD',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      code: 'EID-25',
      max_discount: { amount: 100_000, currency: 'BDT' },
      is_active: true,
      uses: 0,
    });
    const quote = await validate('EID-25');
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.discount).toEqual({ amount: 50_000, currency: 'BDT' });

    expect(
      (await create({ code: 'EID-25', description: 'again', kind: 'percent', percent_bps: 1 }))
        .statusCode,
    ).toBe(409);
    const wrong = await create({ code: 'FIXED-1', description: 'x', kind: 'fixed', amount: 500 });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json().error.details)).toContain('region_code');
    expect(
      (
        await create({
          code: 'NOWHERE',
          description: 'x',
          kind: 'fixed',
          amount: 5,
          region_code: 'ZZ',
        })
      ).statusCode,
    ).toBe(422);

    const paused = await ctx.app.inject({
      method: 'PUT',
      url: `${COUPON_STAFF_BASE}/${made.json().data.id}`,
      headers: content.headers,
      payload: { is_active: false },
    });
    expect(paused.json().data.is_active).toBe(false);
    expect((await validate('EID-25')).statusCode).not.toBe(200);

    const finance = await signInStaff(identity, ctx.database.db, ['finance']);
    const list = await ctx.app.inject({
      method: 'GET',
      url: COUPON_STAFF_BASE,
      headers: finance.headers,
    });
    expect(list.json().data.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['EID-25', 'WELCOME10']),
    );
    // Paged, newest first: the coupon just made heads the first page of one.
    const first = await ctx.app.inject({
      method: 'GET',
      url: `${COUPON_STAFF_BASE}?per_page=1`,
      headers: finance.headers,
    });
    expect(first.json().data.map((c: { code: string }) => c.code)).toEqual(['EID-25']);
    expect(first.json().pagination.total).toBe(list.json().pagination.total);
    expect(first.json().pagination.total).toBeGreaterThanOrEqual(2);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: COUPON_STAFF_BASE,
      headers: finance.headers,
      payload: {},
    });
    expect(refused.json().error.code).toBe('not_permitted');
  });

  it('lists a coupon given to one customer to them alone, and it works for nobody else', async () => {
    const content = await signInStaff(identity, ctx.database.db, ['content']);
    const customer = async () => {
      const headers = signInCustomer(identity);
      const synced = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/customer/sync/v1/sync-identity',
        headers,
      });
      return { headers, id: synced.json().data.id as number };
    };
    const [given, other] = [await customer(), await customer()];
    const codes = async (headers: Record<string, string>) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/purchase/customer/discount/v1/discounts',
          headers,
        })
      )
        .json()
        .data.map((d: { code: string }) => d.code);
    const create = (body: object) => createCoupon(content.headers, body);
    const sorry = {
      code: 'SORRY-FARHANA',
      description: 'Sorry about the late parcel: 20 % off',
      kind: 'percent',
      percent_bps: 2_000,
      region_code: 'BD',
    };

    expect((await create({ ...sorry, audience: 'customers' })).statusCode).toBe(400);
    expect((await create({ ...sorry, customer_ids: [given.id] })).statusCode).toBe(400);
    const unknown = await create({
      ...sorry,
      audience: 'customers',
      customer_ids: [2_000_000_000],
    });
    expect(unknown.statusCode, unknown.body).toBe(422);
    const made = await create({ ...sorry, audience: 'customers', customer_ids: [given.id] });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ audience: 'customers', customer_ids: [given.id] });

    expect(await codes(given.headers)).toEqual(
      expect.arrayContaining(['SORRY-FARHANA', 'WELCOME10']),
    );
    const others = await codes(other.headers);
    expect(others).toContain('WELCOME10');
    expect(others).not.toContain('SORRY-FARHANA');

    const quote = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/purchase/customer/discount/v1/validate-coupon',
        headers,
        payload: { code: 'sorry-farhana', subtotal: { amount: 200_000, currency: 'BDT' } },
      });
    expect((await quote(given.headers)).json().data.discount).toEqual({
      amount: 40_000,
      currency: 'BDT',
    });
    // Another customer's gift answers like a code that does not exist.
    const refused = await quote(other.headers);
    expect(refused.statusCode).not.toBe(200);
    const nothing = await ctx.app.inject({
      method: 'POST',
      url: '/api/purchase/customer/discount/v1/validate-coupon',
      headers: other.headers,
      payload: { code: 'NO-SUCH-CODE', subtotal: { amount: 200_000, currency: 'BDT' } },
    });
    expect(refused.json().error).toEqual(
      expect.objectContaining({ code: nothing.json().error.code }),
    );
  });
});
