import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { REGION_STAFF_BASE } from './index.ts';
import { regions, regionSettings } from './tables.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });

// A region of its own: test files share the database, and others price goods in BD.
let regionId: number;
beforeAll(async () => {
  const [region] = await ctx.database.db
    .insert(regions)
    .values({
      code: 'ZS',
      name: 'Settings test',
      currencyCode: 'BDT',
      defaultLanguageCode: 'en',
      position: 99,
    })
    .returning();
  regionId = region!.id;
  await ctx.database.db.insert(regionSettings).values({ regionId, rateMicros: 16_000_000 });
});

describe('region pricing settings', () => {
  it('lets finance change a region’s exchange rate, markup and commission', async () => {
    const finance = await signInStaff(identity, ctx.database.db, ['finance']);
    const all = await ctx.app.inject({
      method: 'GET',
      url: `${REGION_STAFF_BASE}/settings`,
      headers: finance.headers,
    });
    expect(all.statusCode).toBe(200);
    const zs = all.json().data.find((r: { region_id: number }) => r.region_id === regionId);
    expect(zs).toMatchObject({ region_code: 'ZS', region_name: 'Settings test' });
    expect(zs.exchange.rate_micros).toBe(16_000_000);
    const body = { rate_micros: 17_250_000, markup_bps: 300, commission_bps: 700 };
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `${REGION_STAFF_BASE}/regions/${regionId}/settings`,
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
      url: `/api/core/customer/region/v1/regions/${regionId}/settings`,
    });
    expect(seen.json().data.exchange.rate_micros).toBe(17_250_000);
    // The audit log keeps the terms as they were beside what they became.
    interface Terms {
      exchange: { rate_micros: number };
    }
    const audit = await ctx.database.pool.query<{ before: Terms; response: { data: Terms } }>(
      'SELECT before, response FROM staff_audit_log WHERE path = $1 ORDER BY id DESC LIMIT 1',
      [`${REGION_STAFF_BASE}/regions/${regionId}/settings`],
    );
    expect(audit.rows[0]!.before.exchange.rate_micros).toBe(16_000_000);
    expect(audit.rows[0]!.response.data.exchange.rate_micros).toBe(17_250_000);

    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `${REGION_STAFF_BASE}/regions/${regionId}/settings`,
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
    const gone = await ctx.database.pool.query<{ before: unknown }>(
      'SELECT before FROM staff_audit_log WHERE path = $1 ORDER BY id DESC LIMIT 1',
      [`${REGION_STAFF_BASE}/regions/99999/settings`],
    );
    expect(gone.rows[0]!.before).toBeNull();
  });
});
