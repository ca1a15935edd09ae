import { describe, expect, it } from 'vitest';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { REGION_STAFF_BASE } from './index.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });

describe('region pricing settings', () => {
  it('lets finance change a region’s exchange rate, markup and commission', async () => {
    const finance = await signInStaff(identity, ctx.database.db, ['finance']);
    const all = await ctx.app.inject({
      method: 'GET',
      url: `${REGION_STAFF_BASE}/settings`,
      headers: finance.headers,
    });
    expect(all.statusCode).toBe(200);
    const bd = all.json().data[0];
    const body = { rate_micros: 17_250_000, markup_bps: 300, commission_bps: 700 };
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `${REGION_STAFF_BASE}/regions/${bd.region_id}/settings`,
      headers: finance.headers,
      payload: body,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      exchange: { rate_micros: 17_250_000, markup_bps: 300 },
      commission_bps: 700,
    });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/core/customer/region/v1/regions/${bd.region_id}/settings`,
    });
    expect(seen.json().data.exchange.rate_micros).toBe(17_250_000);

    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `${REGION_STAFF_BASE}/regions/${bd.region_id}/settings`,
      headers: finance.headers,
      payload: { ...body, markup_bps: 10_001 },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: `${REGION_STAFF_BASE}/regions/99999/settings`,
      headers: finance.headers,
      payload: body,
    });
    expect(missing.statusCode).toBe(404);
  });
});
