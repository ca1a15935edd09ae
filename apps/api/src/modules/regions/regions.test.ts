import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('GET /api/core/customer/region/v1/current', () => {
  it('answers the default region (BD) fully expanded when none is asked for', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/current',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ code: 'BD', currency_code: 'BDT', is_default: true });
    expect(data.currency).toMatchObject({ code: 'BDT', symbol: '৳', minor_digits: 2 });
    expect(data.languages.map((l: { code: string }) => l.code)).toEqual(['bn', 'en']);
    expect(data.languages[0].is_default).toBe(true);
    expect(data.countries.map((c: { code: string }) => c.code)).toEqual(['BD']);
  });

  it('answers the region named by the X-Region header', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/current',
      headers: { 'x-region': 'us' },
    });
    expect(res.json().data).toMatchObject({ code: 'US', currency: { code: 'USD', symbol: '$' } });
  });

  it('answers the region named by the region cookie', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/current',
      cookies: { region: 'GB' },
    });
    expect(res.json().data.currency_code).toBe('GBP');
  });

  it('falls back to the default region for an unknown code', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/current',
      headers: { 'x-region': 'ZZ' },
    });
    expect(res.json().data.code).toBe('BD');
  });
});

describe('GET /api/core/customer/region/v1/regions', () => {
  it('lists the demo regions without expansions by default', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/regions',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // Other test files add regions of their own to the shared database, after these.
    expect(data.map((r: { code: string }) => r.code).slice(0, 6)).toEqual([
      'BD',
      'IN',
      'US',
      'GB',
      'AU',
      'AE',
    ]);
    expect(data[0]).not.toHaveProperty('currency');
    expect(data[0]).not.toHaveProperty('languages');
  });

  it('expands languages, countries and currency when asked', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/regions?expand=languages,countries,currency',
    });
    const ae = res.json().data.find((r: { code: string }) => r.code === 'AE');
    expect(ae.currency).toMatchObject({ code: 'AED', name: 'UAE Dirham' });
    expect(ae.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'ar']);
    expect(ae.countries[0]).toMatchObject({ code: 'AE', phone_code: '+971' });
  });

  it('refuses an unknown expansion with a 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/regions?expand=currency,planets',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details[0].field).toBe('querystring.expand');
    expect(error.details[0].message).toContain('planets');
  });

  it('refuses an unknown query parameter, naming it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/regions?colour=blue',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('querystring.colour');
  });
});

describe('GET /api/core/customer/region/v1/regions/{id}/settings', () => {
  async function regionId(code: string): Promise<number> {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/regions',
    });
    return res.json().data.find((r: { code: string }) => r.code === code).id;
  }

  it('answers the CNY exchange terms of the region', async () => {
    const id = await regionId('BD');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/core/customer/region/v1/regions/${id}/settings`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      region_id: id,
      source: { country_code: 'CN', country_name: 'China', currency_code: 'CNY' },
      exchange: { source_currency: 'CNY', target_currency: 'BDT', rate_micros: 16_950_000 },
      commission_bps: 500,
    });
  });

  it('gives Australia the default post code 3029', async () => {
    const id = await regionId('AU');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/core/customer/region/v1/regions/${id}/settings`,
    });
    expect(res.json().data.default_post_code).toBe('3029');
  });

  it('answers 404 in the error shape for an unknown region', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/regions/999999/settings',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'Region 999999 was not found.' },
    });
  });

  it('answers 400 naming the id when it is not a number', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/regions/abc/settings',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('params.id');
  });
});

describe('currencies and countries', () => {
  it('lists the currencies including the source currency CNY', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/currency/v1/currencies',
    });
    const codes = res.json().data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining(['CNY', 'BDT', 'INR', 'USD', 'GBP', 'AUD', 'AED']),
    );
  });

  it('lists all countries, China included', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/country/v1/countries',
    });
    const codes = res.json().data.map((c: { code: string }) => c.code);
    expect(codes).toContain('CN');
    expect(codes).toContain('BD');
  });

  it('lists only the countries we deliver to as shipping countries', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/country/v1/shipping-countries',
    });
    const codes = res.json().data.map((c: { code: string }) => c.code);
    expect(codes).not.toContain('CN');
    expect(codes.sort()).toEqual(['AE', 'AU', 'BD', 'GB', 'IN', 'US']);
  });
});
