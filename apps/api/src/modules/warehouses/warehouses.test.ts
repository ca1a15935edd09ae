import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('warehouses', () => {
  it('lists our Chinese warehouses, Guangzhou first', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/warehouse/v1/warehouses',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // Other files may add warehouses of their own, always after ours.
    expect(data.slice(0, 2).map((w: { code: string }) => w.code)).toEqual(['CN-GZ', 'CN-YW']);
    expect(data[0]).toMatchObject({
      name: 'Guangzhou warehouse',
      is_default: true,
      address: {
        city: 'Guangzhou',
        province: 'Guangdong',
        country_code: 'CN',
        post_code: '510440',
      },
    });
    expect(data[0].contact.phone).toMatch(/^\+86/);
  });

  it('filters by country code, case-insensitively', async () => {
    const cn = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/warehouse/v1/warehouses?country_code=cn',
    });
    expect(cn.json().data).toHaveLength(2);
    const us = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/warehouse/v1/warehouses?country_code=US',
    });
    expect(us.json().data).toEqual([]);
  });

  it('refuses a malformed country code', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/warehouse/v1/warehouses?country_code=China',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ field: 'querystring.country_code' });
  });

  it('answers one warehouse by id', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/warehouse/v1/warehouses',
    });
    const yiwu = list.json().data.find((w: { code: string }) => w.code === 'CN-YW');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/core/customer/warehouse/v1/warehouses/${yiwu.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(yiwu);
  });

  it('answers 404 for an unknown warehouse', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/warehouse/v1/warehouses/424242',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
