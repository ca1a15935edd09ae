import { describe, expect, it } from 'vitest';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { WAREHOUSE_STAFF_BASE } from './index.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });

/**
 * A warehouse of this file's own, in a country of no customer ('ZT'), placed last: test files
 * share the database, and others list or store parcels in the real ones.
 */
async function ownWarehouse(): Promise<number> {
  const code = `ZT-${Date.now() % 1_000_000}`;
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `INSERT INTO warehouses (code, name, country_code, province, city, district, address_line1,
       post_code, contact_name, contact_phone, instructions, position)
     VALUES ($1, 'Test warehouse', 'ZT', 'Zhejiang', 'Ningbo', 'Yinzhou', '1 Test Road', '315000',
       'Li Wei', '+8613800000000', 'Write the suite code on the box', 99)
     RETURNING id`,
    [code],
  );
  return rows[0]!.id;
}

const storage = {
  free_days: 21,
  fee_per_day: { BDT: 2_500, USD: 30 },
  reminder_days: 3,
  max_days: 60,
  final_notice_days: 7,
};

describe('warehouse settings', () => {
  it('lets admin change the instructions and storage terms, and customers see them', async () => {
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const id = await ownWarehouse();
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `${WAREHOUSE_STAFF_BASE}/${id}`,
      headers: admin.headers,
      payload: { instructions: 'Write the suite code on two sides of the box', storage },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Test warehouse',
      instructions: 'Write the suite code on two sides of the box',
      storage,
    });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/core/customer/warehouse/v1/warehouses/${id}`,
    });
    expect(seen.json().data.storage).toEqual(storage);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: WAREHOUSE_STAFF_BASE,
      headers: admin.headers,
    });
    expect(listed.json().data.map((w: { id: number }) => w.id)).toContain(id);

    const audit = await ctx.database.pool.query<{ before: { instructions: string } }>(
      'SELECT before FROM staff_audit_log WHERE path = $1 ORDER BY id DESC LIMIT 1',
      [`${WAREHOUSE_STAFF_BASE}/${id}`],
    );
    expect(audit.rows[0]!.before.instructions).toBe('Write the suite code on the box');
  });

  it('refuses storage days that make no timeline, naming the field, and an unknown warehouse', async () => {
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const id = await ownWarehouse();
    const put = (body: object, target = id) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${WAREHOUSE_STAFF_BASE}/${target}`,
        headers: admin.headers,
        payload: body,
      });
    const early = await put({ storage: { ...storage, max_days: 10 } });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details[0].field).toBe('body.storage.max_days');
    const reminder = await put({ storage: { ...storage, reminder_days: 30 } });
    expect(reminder.json().error.details[0].field).toBe('body.storage.reminder_days');
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ storage: { ...storage, fee_per_day: { bdt: 1 } } })).statusCode).toBe(400);
    expect((await put({ instructions: 'Fine' }, 99_999_999)).statusCode).toBe(404);
  });
});
