import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../test/commerce-fixtures.ts';
import { usePaymentsTestbed } from '../../test/payments-testbed.ts';

const bed = usePaymentsTestbed();
const { ctx } = bed;
const BASE = '/api/shipping-core/customer/shipping-cart/v1';

const item = (extra: Record<string, unknown> = {}) => ({
  title: 'Bluetooth speaker',
  quantity: 1,
  declared_value: 250_000,
  shipping_category_id: bed.ids.shippingCategoryId,
  hs_code: '8518.22',
  ...extra,
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return ctx.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
}

async function cartOf(headers: Record<string, string>) {
  const res = await call('GET', '/shipping-carts?region=BD', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    items: { id: number; title: string; hs_code: string | null }[];
  };
}

describe('shipping cart', () => {
  it('is made on first use, then adds, changes, clones and removes products', async () => {
    const headers = signInCustomer(bed.identity);
    const cart = await cartOf(headers);
    expect(cart).toMatchObject({ region_code: 'BD', currency: 'BDT', items: [], max_items: 50 });
    expect((await cartOf(headers)).id).toBe(cart.id);

    const added = await call('POST', `/shipping-carts/${cart.id}`, headers, item());
    expect(added.statusCode, added.body).toBe(201);
    const [first] = added.json().data.items;
    expect(first).toMatchObject({
      hs_code: '851822',
      declared_value: { amount: 250_000, currency: 'BDT' },
    });

    const changed = await call(
      'PUT',
      `/shipping-carts/${cart.id}/items/${first.id}`,
      headers,
      item({ title: 'Speaker, blue', quantity: 2 }),
    );
    expect(changed.json().data.items[0]).toMatchObject({ title: 'Speaker, blue', quantity: 2 });
    const cloned = await call(
      'POST',
      `/shipping-carts/${cart.id}/items/${first.id}/clone`,
      headers,
    );
    expect(cloned.statusCode).toBe(201);
    expect(cloned.json().data.items.map((i: { title: string }) => i.title)).toEqual([
      'Speaker, blue',
      'Speaker, blue',
    ]);
    const removed = await call('DELETE', `/shipping-carts/items/${first.id}`, headers);
    expect(removed.json().data.items).toHaveLength(1);
  });

  it('refuses bad input, unknown HS codes, foreign photos and someone else’s cart', async () => {
    const headers = signInCustomer(bed.identity);
    const cart = await cartOf(headers);
    for (const extra of [
      { quantity: 0 },
      { declared_value: -1 },
      { title: '' },
      { tracking_id: ' ' },
      { link: 'ftp://x.cn/a' },
    ]) {
      expect(
        (await call('POST', `/shipping-carts/${cart.id}`, headers, item(extra))).statusCode,
        JSON.stringify(extra),
      ).toBe(400);
    }
    const unknown = await call(
      'POST',
      `/shipping-carts/${cart.id}`,
      headers,
      item({ hs_code: '123456' }),
    );
    expect(unknown.json().error.code).toBe('unknown_hs_code');
    expect(
      (await call('POST', `/shipping-carts/${cart.id}`, headers, item({ image_ids: [999_999] })))
        .statusCode,
    ).toBe(422);

    const added = await call('POST', `/shipping-carts/${cart.id}`, headers, item());
    const itemId = added.json().data.items[0].id;
    const other = signInCustomer(bed.identity);
    expect((await call('POST', `/shipping-carts/${cart.id}`, other, item())).statusCode).toBe(404);
    expect(
      (await call('PUT', `/shipping-carts/${cart.id}/items/${itemId}`, other, item())).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/shipping-carts/${cart.id}/items/${itemId}/clone`, other)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/shipping-carts/items/${itemId}`, other)).statusCode).toBe(404);
    expect((await cartOf(headers)).items).toHaveLength(1);
  });

  it('holds at most 50 products, even when added all at once', async () => {
    const headers = signInCustomer(bed.identity);
    const cart = await cartOf(headers);
    const answers = await Promise.all(
      Array.from({ length: 55 }, () =>
        call('POST', `/shipping-carts/${cart.id}`, headers, item({ hs_code: undefined })),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(50);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect((await cartOf(headers)).items).toHaveLength(50);
  });
});
