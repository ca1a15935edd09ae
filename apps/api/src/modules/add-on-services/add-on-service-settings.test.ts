import { afterAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { SHIPMENT, useParcelsTestbed, type ParcelView } from '../../../test/parcels-testbed.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { ADD_ON_SERVICE_STAFF_BASE, ADD_ON_SERVICES_PATH } from './index.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;
const CUBE = { weight_grams: 1_000, length_cm: 20, width_cm: 20, height_cm: 20 };
// No other test file asks for express processing: test files share the database.
const CODE = 'express_processing';
const URL = `${ADD_ON_SERVICE_STAFF_BASE}/${CODE}`;
// Nor for a wooden crate, asked with a Ship For Me product (a packing add-on).
const CRATE = 'wooden_crate';
const CRATE_URL = `${ADD_ON_SERVICE_STAFF_BASE}/${CRATE}`;

interface StaffService {
  code: string;
  name: string;
  active: boolean;
  prices: Record<string, number>;
  rate_bps: number | null;
  updated_at: string;
}

async function settingsOf(headers: Record<string, string>, code = CODE): Promise<StaffService> {
  const res = await ctx.app.inject({ method: 'GET', url: ADD_ON_SERVICE_STAFF_BASE, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as StaffService[]).find((s) => s.code === code)!;
}

const put = (headers: Record<string, string>, body: object, url = URL) =>
  ctx.app.inject({ method: 'PUT', url, headers, payload: body });

const body = (s: StaffService) => ({
  name: s.name,
  active: s.active,
  prices: s.prices,
  rate_bps: s.rate_bps,
  updated_at: s.updated_at,
});

let original: StaffService | undefined;
let crate: StaffService | undefined;
afterAll(async () => {
  const admin = await signInStaff(bed.identity, ctx.database.db, ['admin']);
  for (const [kept, url] of [
    [original, URL],
    [crate, CRATE_URL],
  ] as const) {
    if (!kept) continue;
    const now = await settingsOf(admin.headers, kept.code);
    await put(admin.headers, { ...body(kept), updated_at: now.updated_at }, url);
  }
});

describe('add-on service settings', () => {
  it('prices a packing add-on from the settings: on the parcel and its invoice, refused once off', async () => {
    const admin = await signInStaff(bed.identity, ctx.database.db, ['admin']);
    crate = await settingsOf(admin.headers, CRATE);
    expect(crate.prices.BDT).toBe(50_000);
    const priced = await put(
      admin.headers,
      { ...body(crate), name: 'Wooden crate, nailed', prices: { ...crate.prices, BDT: 45_600 } },
      CRATE_URL,
    );
    expect(priced.statusCode, priced.body).toBe(200);

    const c = await bed.customer();
    const received = (await bed.receivedParcel(c, CUBE, {
      addon_service_codes: [CRATE],
    })) as ParcelView & { addon_services: unknown[] };
    expect(received.addon_services).toEqual([
      { code: CRATE, name: 'Wooden crate, nailed', price: { amount: 45_600, currency: 'BDT' } },
    ]);
    const invoice = await bed.invoice(c.headers, received.invoice_id!);
    expect(invoice.lines).toContainEqual(
      expect.objectContaining({
        description: 'Wooden crate, nailed',
        amount: { amount: 45_600, currency: 'BDT' },
      }),
    );

    // Switched off: the next request asking for it is refused, naming the field.
    const off = await put(
      admin.headers,
      { ...body(priced.json().data as StaffService), active: false },
      CRATE_URL,
    );
    expect(off.statusCode, off.body).toBe(200);
    const refused = await bed.call(c, 'POST', `${SHIPMENT}/shipment-products?region=BD`, {
      warehouse_id: c.warehouseId,
      shipping_address_id: c.addressId,
      shipping_method_id: bed.ids.airMethodId,
      products: [bed.product({ addon_service_codes: [CRATE] })],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details[0].field).toBe('body.products.addon_service_codes');
  });

  it('lets finance change a price: the public list and the next request charge it, the last charge stays', async () => {
    const finance = await signInStaff(bed.identity, ctx.database.db, ['finance']);
    original = await settingsOf(finance.headers);
    expect(original.prices.BDT).toBe(20_000);

    const c = await bed.customer();
    const first = await bed.receivedParcel(c, CUBE);
    const before = await bed.call(c, 'POST', `${SHIPMENT}/shipment-products/${first.id}/requests`, {
      kind: CODE,
    });
    expect(before.json().data.price.amount).toBe(20_000);

    const changed = await put(finance.headers, {
      ...body(original),
      prices: { ...original.prices, BDT: 23_400 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.prices.BDT).toBe(23_400);
    // A second form still showing the old price is refused, not saved over the new one.
    const stale = await put(finance.headers, { ...body(original), prices: { BDT: 1 } });
    expect(stale.statusCode).toBe(409);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${ADD_ON_SERVICES_PATH}?currency=BDT`,
    });
    const service = listed.json().data.find((s: { code: string }) => s.code === CODE);
    expect(service.prices).toEqual([{ amount: 23_400, currency: 'BDT' }]);

    const second = await bed.receivedParcel(c, CUBE);
    const after = await bed.call(c, 'POST', `${SHIPMENT}/shipment-products/${second.id}/requests`, {
      kind: CODE,
    });
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().data.price.amount).toBe(23_400);
    expect((await bed.invoice(c.headers, after.json().data.invoice_id)).total.amount).toBe(23_400);
    // The request made before the change keeps its price and invoice.
    const kept = await bed.invoice(c.headers, before.json().data.invoice_id);
    expect(kept.total.amount).toBe(20_000);

    const audit = await ctx.database.pool.query<{
      before: StaffService;
      response: { data: StaffService };
    }>(
      'SELECT before, response FROM staff_audit_log WHERE path = $1 AND status = 200 ORDER BY id DESC LIMIT 1',
      [URL],
    );
    expect(audit.rows[0]!.before.prices.BDT).toBe(20_000);
    expect(audit.rows[0]!.response.data.prices.BDT).toBe(23_400);
  });

  it('refuses a bad price at its field, a currency no region uses, a rate on a fixed price, and customers', async () => {
    const admin = await signInStaff(bed.identity, ctx.database.db, ['admin']);
    const current = await settingsOf(admin.headers);
    const negative = await put(admin.headers, {
      ...body(current),
      prices: { ...current.prices, BDT: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.details[0].field).toBe('body.prices.BDT');
    const fraction = await put(admin.headers, { ...body(current), prices: { USD: 1.5 } });
    expect(fraction.json().error.details[0].field).toBe('body.prices.USD');
    const unknown = await put(admin.headers, { ...body(current), prices: { XTS: 100 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.details[0].field).toBe('body.prices.XTS');
    const rate = await put(admin.headers, { ...body(current), rate_bps: 100 });
    expect(rate.json().error.details[0].field).toBe('body.rate_bps');
    const insuranceOff = await put(
      admin.headers,
      { ...body(current), active: false, prices: {}, rate_bps: 200 },
      `${ADD_ON_SERVICE_STAFF_BASE}/insurance`,
    );
    expect(insuranceOff.json().error.details[0].field).toBe('body.active');
    expect(
      (await put(admin.headers, body(current), `${ADD_ON_SERVICE_STAFF_BASE}/teleport`)).statusCode,
    ).toBe(400);
    expect((await settingsOf(admin.headers)).prices).toEqual(current.prices);

    const customer = signInCustomer(bed.identity);
    expect((await put(customer, body(current))).statusCode).toBe(403);
    const content = await signInStaff(bed.identity, ctx.database.db, ['content']);
    expect((await put(content.headers, body(current))).statusCode).toBe(403);
  });
});
