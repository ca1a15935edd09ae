import { describe, expect, it } from 'vitest';
import { useParcelsTestbed } from '../../test/parcels-testbed.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;
const URL = '/api/shipping-core/customer/calculator/v1/landed-cost';
const SIZE = { weight_grams: 1_200, length_cm: 30, width_cm: 20, height_cm: 10 };

function estimate(body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: URL, payload: body });
}

describe('landed-cost calculator', () => {
  it('itemises a T-shirt at the door, by hand, and equals the invoice the same parcel gets', async () => {
    const c = await bed.customer();
    const rate = await bed.airRate(c.warehouseId);
    const body = {
      region: 'BD',
      warehouse_id: c.warehouseId,
      shipping_category_id: bed.ids.shippingCategoryId,
      shipping_method_id: bed.ids.airMethodId,
      ...SIZE,
      product_price: 100_000,
      domestic_delivery: 8_000,
      hs_code: '6109.10',
      insured: true,
      addon_service_codes: ['extra_packing'],
    };
    const res = await estimate(body);
    expect(res.statusCode, res.body).toBe(200);
    const cost = res.json().data;
    // 30×20×10 cm by air is 1.2 kg volumetric, as heavy as the box: 1,200 g chargeable.
    const shipping = rate.charge(1_200);
    // ৳1,000 T-shirt: 25 % duty ৳250, 15 % VAT on ৳1,250 = ৳187.50; insurance 2 % = ৳20,
    // raised to the ৳50 floor; extra packing ৳150.
    const duty = 25_000 + 18_750;
    const insurance = 5_000;
    const packing = 15_000;
    expect(
      cost.lines.map((l: { kind: string; amount: { amount: number } }) => [
        l.kind,
        l.amount.amount,
      ]),
    ).toEqual([
      ['product', 100_000],
      ['domestic_delivery', 8_000],
      ['shipping', shipping],
      ['duty', duty],
      ['insurance', insurance],
      ['addon', packing],
    ]);
    expect(cost.chargeable_weight_grams).toBe(1_200);
    expect(cost.invoice_total.amount).toBe(shipping + duty + insurance + packing);
    expect(cost.total).toEqual({
      amount: 100_000 + 8_000 + shipping + duty + insurance + packing,
      currency: 'BDT',
    });

    // The same product sent through Ship For Me and weighed at the same size.
    const parcel = await bed.receivedParcel(c, SIZE, {
      declared_value: 100_000,
      hs_code: '6109.10',
      insured: true,
      addon_service_codes: ['extra_packing'],
    });
    const invoice = await bed.invoice(c.headers, parcel.invoice_id!);
    expect(invoice.total).toEqual(cost.invoice_total);
  });

  it('works without sign-in, without an HS code, and refuses what it cannot price', async () => {
    const c = await bed.customer();
    const base = {
      region: 'BD',
      warehouse_id: c.warehouseId,
      shipping_category_id: bed.ids.shippingCategoryId,
      shipping_method_id: bed.ids.airMethodId,
      ...SIZE,
      product_price: 50_000,
    };
    const plain = await estimate(base);
    expect(plain.statusCode, plain.body).toBe(200);
    // Bangladesh's default 10 % duty and 15 % VAT: ৳50 + ৳82.50.
    expect(plain.json().data.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'product',
      'shipping',
      'duty',
    ]);
    expect(plain.json().data.lines[2].amount.amount).toBe(5_000 + 8_250);
    const unknown = await estimate({ ...base, hs_code: '123456' });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().error.code).toBe('unknown_hs_code');
    expect((await estimate({ ...base, region: 'ZZ' })).statusCode).toBe(422);
    expect((await estimate({ ...base, product_price: -1 })).statusCode).toBe(400);
    expect((await estimate({ ...base, addon_service_codes: ['gold_plating'] })).statusCode).toBe(
      400,
    );
    expect((await estimate({ ...base, warehouse_id: 99_999 })).statusCode).toBe(404);
  });
});
