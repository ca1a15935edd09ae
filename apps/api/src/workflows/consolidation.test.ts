import { describe, expect, it } from 'vitest';
import { staff } from '../../test/orders-testbed.ts';
import { SHIPMENT, STAFF_SHIPMENT, useParcelsTestbed } from '../../test/parcels-testbed.ts';

const bed = useParcelsTestbed();
const BOXES = `${SHIPMENT}/consolidations`;
// 1 kg in 20 cm cubes: 1.6 kg volumetric by air (20³ / 5000), so 1,600 g chargeable each.
const CUBE = { weight_grams: 1_000, length_cm: 20, width_cm: 20, height_cm: 20 };
// Repacked together: 2.2 kg in 30 × 20 × 20 cm, 2.4 kg volumetric, 2,400 g chargeable.
const BOX = { weight_grams: 2_200, length_cm: 30, width_cm: 20, height_cm: 20 };
// A T-shirt declared at ৳1,000 with no HS code: Bangladesh's default 10 % duty = ৳100, then
// 15 % VAT on ৳1,100 = ৳165, so ৳265 of duty and taxes per parcel.
const DUTY_PER_PARCEL = 26_500;

async function twoWaiting() {
  const c = await bed.customer();
  const a = await bed.receivedParcel(c, CUBE, { title: 'Sneakers' });
  const b = await bed.receivedParcel(c, CUBE, { title: 'Jacket' });
  return { c, a, b };
}

describe('consolidation', () => {
  it('ships two waiting parcels as one box: the saving is shown, one invoice pays for both', async () => {
    const { c, a, b } = await twoWaiting();
    const rate = await bed.airRate(c.warehouseId);
    const own = rate.charge(1_600);

    const asked = await bed.call(c, 'POST', BOXES, { shipment_product_ids: [b.id, a.id] });
    expect(asked.statusCode, asked.body).toBe(201);
    const box = asked.json().data;
    expect(box).toMatchObject({
      number: expect.stringMatching(/^SC-\d{8}$/),
      status: 'requested',
      separate_shipping: { amount: 2 * own, currency: 'BDT' },
      box: null,
      saving: null,
      can_confirm: false,
      can_cancel: true,
    });
    expect(box.parcels.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    // Their own invoices are withdrawn (cancelled at zero), and they wait for the repack.
    for (const parcel of [a, b]) {
      const old = await bed.invoice(c.headers, parcel.invoice_id!);
      expect(old).toMatchObject({ status: 'cancelled', total: { amount: 0 } });
      const view = await bed.call(c, 'GET', `${SHIPMENT}/shipment-products/${parcel.number}`);
      expect(view.json().data).toMatchObject({
        status: 'received_at_warehouse',
        invoice_id: null,
        consolidation_id: box.id,
      });
    }
    const early = await bed.call(c, 'POST', `${BOXES}/${box.id}/confirm`);
    expect(early.statusCode).toBe(409);

    const queue = await bed.staffCall('GET', `${STAFF_SHIPMENT}/consolidations?per_page=100`);
    expect(queue.find((q: { id: number }) => q.id === box.id)?.customer_id).toBe(c.id);
    expect(box).not.toHaveProperty('customer_id');
    const paged = await bed.ctx.app.inject({
      method: 'GET',
      url: `${STAFF_SHIPMENT}/consolidations?per_page=1`,
      headers: staff,
    });
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().pagination.total).toBe(queue.length);
    const repacked = await bed.staffCall(
      'PUT',
      `${STAFF_SHIPMENT}/consolidations/${box.id}/repack`,
      {
        ...BOX,
        photo_ids: [1],
      },
    );
    const boxShipping = rate.charge(2_400);
    expect(repacked).toMatchObject({
      status: 'repacked',
      box: {
        weight_grams: 2_200,
        chargeable_weight_grams: 2_400,
        shipping: { amount: boxShipping },
      },
      saving: { amount: 2 * own - boxShipping, currency: 'BDT' },
      can_confirm: true,
    });
    expect(2 * own - boxShipping).toBeGreaterThan(0);

    const confirmed = await bed.call(c, 'POST', `${BOXES}/${box.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const invoiceId = confirmed.json().data.invoice_id as number;
    const invoice = await bed.payByWallet(c, invoiceId);
    expect(invoice.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'shipping',
      'duty',
      'duty',
    ]);
    expect(invoice.total.amount).toBe(boxShipping + 2 * DUTY_PER_PARCEL);
    // Paid once, both parcels are free to ship, and each names the box.
    for (const parcel of [a, b]) {
      const view = await bed.call(c, 'GET', `${SHIPMENT}/shipment-products/${parcel.number}`);
      expect(view.json().data).toMatchObject({
        status: 'paid',
        invoice_id: invoiceId,
        consolidation_id: box.id,
      });
      expect(view.json().data.timeline.map((e: { kind: string }) => e.kind)).toContain('repacked');
    }
    const again = await bed.call(c, 'POST', `${BOXES}/${box.id}/cancel`);
    expect(again.statusCode).toBe(409);
  });

  it('gives each parcel its own invoice back when the customer cancels', async () => {
    const { c, a, b } = await twoWaiting();
    const box = (await bed.call(c, 'POST', BOXES, { shipment_product_ids: [a.id, b.id] })).json()
      .data;
    const cancelled = await bed.call(c, 'POST', `${BOXES}/${box.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    const rate = await bed.airRate(c.warehouseId);
    for (const parcel of [a, b]) {
      const view = (
        await bed.call(c, 'GET', `${SHIPMENT}/shipment-products/${parcel.number}`)
      ).json().data;
      expect(view).toMatchObject({ status: 'invoiced', consolidation_id: null });
      expect(view.invoice_id).not.toBe(parcel.invoice_id);
      const invoice = await bed.invoice(c.headers, view.invoice_id);
      expect(invoice.total.amount).toBe(rate.charge(1_600) + DUTY_PER_PARCEL);
    }
  });

  it('refuses a box of one, of someone else’s parcel, of a paid parcel and of one already boxed', async () => {
    const { c, a, b } = await twoWaiting();
    const other = await bed.customer();
    const theirs = await bed.receivedParcel(other, CUBE);
    expect((await bed.call(c, 'POST', BOXES, { shipment_product_ids: [a.id] })).statusCode).toBe(
      400,
    );
    expect(
      (await bed.call(c, 'POST', BOXES, { shipment_product_ids: [a.id, a.id] })).statusCode,
    ).toBe(422);
    expect(
      (await bed.call(c, 'POST', BOXES, { shipment_product_ids: [a.id, theirs.id] })).statusCode,
    ).toBe(404);
    // Nothing was changed by the refusals: a's invoice is still payable.
    expect((await bed.invoice(c.headers, a.invoice_id!)).status).toBe('unpaid');

    const paid = await bed.receivedParcel(c, CUBE);
    await bed.payByWallet(c, paid.invoice_id!);
    const withPaid = await bed.call(c, 'POST', BOXES, { shipment_product_ids: [a.id, paid.id] });
    expect(withPaid.statusCode).toBe(409);

    expect(
      (await bed.call(c, 'POST', BOXES, { shipment_product_ids: [a.id, b.id] })).statusCode,
    ).toBe(201);
    const c2 = await bed.receivedParcel(c, CUBE);
    expect(
      (await bed.call(c, 'POST', BOXES, { shipment_product_ids: [a.id, c2.id] })).statusCode,
    ).toBe(409);
    const box = (await bed.call(c, 'GET', BOXES)).json();
    expect(box.pagination.total).toBe(1);
    expect((await bed.call(other, 'GET', `${BOXES}/${box.data[0].id}`)).statusCode).toBe(404);
    expect((await bed.call(other, 'POST', `${BOXES}/${box.data[0].id}/cancel`)).statusCode).toBe(
      404,
    );
  });

  it('lets only one of two simultaneous requests for the same parcels through', async () => {
    const { c, a, b } = await twoWaiting();
    const results = await Promise.all(
      [0, 1, 2].map(() => bed.call(c, 'POST', BOXES, { shipment_product_ids: [a.id, b.id] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
