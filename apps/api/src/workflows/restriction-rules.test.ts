import { describe, expect, it, onTestFinished } from 'vitest';
import { RESTRICTION_STAFF_BASE } from '../modules/shipments/index.ts';
import { SHIPMENT, useParcelsTestbed } from '../../test/parcels-testbed.ts';
import { signInStaff } from '../../test/staff-fixtures.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;

// Declared magnets: no other test file declares them on purpose, but the API fuzz test may
// leave random active rules in the worker's database; the test below switches those off while
// it runs (and back on after), so only its own rule can stop its request.
const MAGNETS = {
  hs_prefixes: [],
  contents: ['magnet'],
  methods: ['air', 'express'],
  regions: ['BD'],
  reason: 'Strong magnets upset aircraft compasses; choose sea shipping.',
  active: true,
};

describe('restricted items as staff settings', () => {
  it('lists the rules that were code, seeded by the migration', async () => {
    const admin = await signInStaff(bed.identity, ctx.database.db, ['admin']);
    const res = await ctx.app.inject({
      method: 'GET',
      url: RESTRICTION_STAFF_BASE,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json().data.map((r: { code: string }) => r.code);
    expect(codes).toEqual(
      expect.arrayContaining(['batteries_by_air', 'liquids_by_air', 'medicine_bd', 'weapons']),
    );
    expect(res.json().data.find((r: { code: string }) => r.code === 'medicine_bd')).toMatchObject({
      hs_prefixes: ['3003', '3004'],
      regions: ['BD'],
      methods: null,
      active: true,
    });
  });

  it('stops the next request once admin adds a rule, and lets it through once switched off', async () => {
    const admin = await signInStaff(bed.identity, ctx.database.db, ['admin']);
    const code = `magnets_${Date.now() % 1_000_000}`;
    const put = (body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${RESTRICTION_STAFF_BASE}/${code}`,
        headers: admin.headers,
        payload: body,
      });
    const seeded = ['batteries_by_air', 'liquids_by_air', 'medicine_bd', 'weapons'];
    const listed = await ctx.app.inject({
      method: 'GET',
      url: RESTRICTION_STAFF_BASE,
      headers: admin.headers,
    });
    type Rule = typeof MAGNETS & { code: string };
    const strays = (listed.json().data as Rule[]).filter(
      (rule) => rule.active && !seeded.includes(rule.code),
    );
    const setActive = async (rule: Rule, active: boolean) => {
      const { hs_prefixes, contents, methods, regions, reason } = rule;
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${RESTRICTION_STAFF_BASE}/${rule.code}`,
        headers: admin.headers,
        payload: { hs_prefixes, contents, methods, regions, reason, active },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    for (const rule of strays) await setActive(rule, false);
    onTestFinished(async () => {
      for (const rule of strays) await setActive(rule, true);
    });
    const c = await bed.customer();
    const magnet = bed.product({ title: 'Fridge magnets', contents: ['magnet'] });
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${SHIPMENT}/shipment-products?region=BD`,
        headers: c.headers,
        payload: {
          warehouse_id: c.warehouseId,
          shipping_address_id: c.addressId,
          shipping_method_id: bed.ids.airMethodId,
          products: [magnet],
        },
      });

    const added = await put(MAGNETS);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ code, contents: ['magnet'], active: true });
    const refused = await ask();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'restricted_item',
      message: `Fridge magnets: ${MAGNETS.reason}`,
    });

    expect((await put({ ...MAGNETS, active: false })).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(201);
    const audit = await ctx.database.pool.query<{ before: { active: boolean } }>(
      'SELECT before FROM staff_audit_log WHERE path = $1 ORDER BY id DESC LIMIT 1',
      [`${RESTRICTION_STAFF_BASE}/${code}`],
    );
    expect(audit.rows[0]!.before.active).toBe(true);
  });

  it('refuses a rule that matches nothing, a bad code and a bad HS prefix, naming the field', async () => {
    const admin = await signInStaff(bed.identity, ctx.database.db, ['admin']);
    const put = (code: string, body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${RESTRICTION_STAFF_BASE}/${code}`,
        headers: admin.headers,
        payload: body,
      });
    const empty = await put('nothing_at_all', { ...MAGNETS, contents: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('body.hs_prefixes');
    expect((await put('Bad Code', MAGNETS)).statusCode).toBe(400);
    const prefix = await put('bad_prefix', { ...MAGNETS, hs_prefixes: ['85.07'] });
    expect(prefix.json().error.details[0].field).toBe('body.hs_prefixes.0');
  });
});
