import { describe, expect, it } from 'vitest';
import { signInCustomer } from './commerce-fixtures.ts';
import { useFakeIdentity } from './fake-identity.ts';
import { useTestApp } from './test-app.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });

/** Beyond PostgreSQL's `integer` (2^31 - 1): the column behind a `serial` id cannot hold it. */
const BEYOND_INTEGER = 99_999_999_999;
/** Beyond 2^53: a `bigserial` id read as a JavaScript number would no longer be exact. */
const BEYOND_SAFE = '99999999999999999999';

function fieldsOf(body: { error: { code: string; details?: { field?: string }[] } }) {
  expect(body.error.code).toBe('validation_failed');
  return [...new Set(body.error.details?.map((d) => d.field))];
}

describe('ids outside their column’s range', () => {
  it('answer 400 naming the path parameter of an address', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/customer/address/v1/addresses/${BEYOND_INTEGER}`,
      headers: signInCustomer(identity),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['params.id']);
  });

  it('answer 400 naming shipping_address_id in a body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/courier/customer/option/v1/international-options',
      headers: signInCustomer(identity),
      payload: { region: 'BD', shipment_product_ids: [1], shipping_address_id: BEYOND_INTEGER },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['body.shipping_address_id']);
  });

  it('answer 400 naming a query parameter', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/shipping-agent/customer/rate/v1/category-prices?warehouse_id=${BEYOND_INTEGER}`,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['querystring.warehouse_id']);
  });

  it('answer 400 for a bigserial id beyond 2^53, and 404 for one in range', async () => {
    const headers = signInCustomer(identity);
    const base = '/api/buy-and-ship/customer/buy-product/v1/details';
    const beyond = await ctx.app.inject({ method: 'GET', url: `${base}/${BEYOND_SAFE}`, headers });
    expect(beyond.statusCode).toBe(400);
    expect(fieldsOf(beyond.json())).toEqual(['params.id']);
    const inRange = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${BEYOND_INTEGER}`,
      headers,
    });
    expect(inRange.statusCode).toBe(404);
  });

  it('answer 400 for a harvest job id that is not a uuid', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/customer/v1/harvest-jobs/12',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['params.id']);
  });
});
