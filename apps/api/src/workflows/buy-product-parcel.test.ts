import { describe, expect, it } from 'vitest';
import { createStorageServices } from '../modules/index.ts';
import { SHIPMENT, STAFF_SHIPMENT, useParcelsTestbed } from '../../test/parcels-testbed.ts';
import { sweepStorage } from './storage-sweep.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;
const BUY = '/api/buy-and-ship/customer/buy-product/v1';
const RECEIVE = (id: number) => `/api/buy-and-ship/admin/buy-product/v1/buy-products/${id}/receive`;
// 35×25×12 cm by air is 2.1 kg volumetric: heavier than the 1.35 kg it weighs.
const SIZE = { weight_grams: 1_350, length_cm: 35, width_cm: 25, height_cm: 12 };
const DAY = 86_400_000;

/** A buy product received at our warehouse, with the parcel it now ships home as. */
async function receivedBuyProduct() {
  const { s, id, customerId } = await bed.buyProductAt('shipped_to_warehouse');
  const received = await bed.staffCall('PUT', RECEIVE(id), { ...SIZE, photo_ids: [1] });
  const c = { headers: s.headers, id: customerId };
  const product = async () =>
    (
      await ctx.app.inject({ method: 'GET', url: `${BUY}/details/${id}`, headers: s.headers })
    ).json().data;
  const parcel = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `${SHIPMENT}/shipment-products/${received.parcel.number}`,
        headers: s.headers,
      })
    ).json().data;
  return { s, c, id, received, product, parcel };
}

const staffMoveParcel = (id: number, status: string) =>
  bed.staffCall('PUT', `${STAFF_SHIPMENT}/shipment-products/${id}/status`, { status });

describe('a Buy-and-Ship product ships home as a parcel', () => {
  it('is invoiced on its chargeable weight at receipt, like a Ship For Me parcel of the same size', async () => {
    const { c, received, parcel } = await receivedBuyProduct();
    expect(received.status).toBe('received_abroad');
    expect(received.parcel.number).toMatch(/^SP-\d{8}$/);
    const view = await parcel();
    expect(view).toMatchObject({
      id: received.parcel.id,
      status: 'invoiced',
      buy_product_id: received.id,
      title: received.title,
      // Declared at what the customer paid for it: its pieces at their unit prices.
      declared_value: { amount: received.total.amount, currency: 'BDT' },
      receipt: { weight_grams: 1_350, chargeable_weight_grams: 2_100, photo_ids: [1] },
    });
    expect(view.trackings[0].tracking_id).toBe(received.number);

    // By hand: 2.1 kg at the air slab, then duty on its declared value (no HS code: the
    // destination's general rate); the same invoice a Ship For Me parcel of that size gets.
    // It ships as its own category (the catalog's, else checkout's): which one depends on
    // the catalog category the test product got, so the rate is read for that one.
    const { charge } = await bed.airRate(view.warehouse_id, view.shipping_category_id);
    const invoice = await bed.invoice(c.headers, view.invoice_id);
    expect(invoice.lines[0]).toMatchObject({
      kind: 'shipping',
      amount: { amount: charge(2_100), currency: 'BDT' },
    });
    expect(invoice.lines.map((l: { kind: string }) => l.kind)).toEqual(['shipping', 'duty']);
    const sfm = await bed.customer();
    const twin = await bed.receivedParcel(sfm, SIZE, {
      declared_value: received.total.amount,
      shipping_category_id: view.shipping_category_id,
    });
    const twinInvoice = await bed.invoice(sfm.headers, twin.invoice_id!);
    expect(twinInvoice.total).toEqual(invoice.total);
  });

  it('follows its parcel from payment to the door, and staff cannot move it past the parcel', async () => {
    const { s, c, id, received, product, parcel } = await receivedBuyProduct();
    const legacy = await bed.staffMove(id, 'handed_to_international');
    expect(legacy.statusCode).toBe(409);
    expect(legacy.json().error.message).toContain(received.parcel.number);

    const invoice = await bed.invoice(c.headers, (await parcel()).invoice_id);
    await bed.fundWallet(c.id, invoice.due.amount);
    const paid = await bed.pay(c.headers, `invoices/${invoice.id}`, { gateway: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await parcel()).status).toBe('paid');
    expect((await product()).status).toBe('received_abroad');

    const started = await bed.call(
      c,
      'PUT',
      `${SHIPMENT}/shipment-products/${received.parcel.id}/start-shipping`,
    );
    expect(started.statusCode, started.body).toBe(200);
    const handed = await product();
    expect(handed.status).toBe('handed_to_international');
    expect(handed.timeline.at(-1)).toMatchObject({
      from_status: 'received_abroad',
      to_status: 'handed_to_international',
      actor: 'system',
      note: `Handed to international shipping (parcel ${received.parcel.number})`,
    });

    await staffMoveParcel(received.parcel.id, 'in_transit');
    expect((await product()).status).toBe('handed_to_international');
    await staffMoveParcel(received.parcel.id, 'arrived');
    expect((await product()).status).toBe('arrived');
    // Delivered as its parcel: the delivery request offers the parcel, not the product too.
    const offered = await bed.call(
      c,
      'POST',
      '/api/delivery/customer/delivery-request/v1/requests',
      {
        items: [{ type: 'buy_product', id }],
        shipping_address_id: s.addressId,
        courier_option: 'standard',
      },
    );
    expect(offered.statusCode, offered.body).toBe(422);
    expect(offered.json().error.code).toBe('not_ready_for_delivery');
    await staffMoveParcel(received.parcel.id, 'ready_for_delivery');
    await staffMoveParcel(received.parcel.id, 'delivered');
    expect((await product()).status).toBe('delivered');

    // One claim per goods: the parcel is claimed as the product it carries.
    const claim = (subject_type: string, subject_id: number) =>
      bed.call(c, 'POST', '/api/claims/customer/v1/claims', {
        subject_type,
        subject_id,
        reason: 'damaged',
        description: 'The strap is torn',
        photo_ids: [999_001],
      });
    const onParcel = await claim('shipment_product', received.parcel.id);
    expect(onParcel.statusCode, onParcel.body).toBe(409);
    expect(onParcel.json().error.code).toBe('claim_on_product');
    // The product is delivered and in its window: only the evidence is left to check.
    const onProduct = await claim('buy_product', id);
    expect(onProduct.statusCode, onProduct.body).toBe(422);
    expect(onProduct.json().error.details[0].field).toBe('body.photo_ids');
  });

  it('joins the customer’s Ship For Me parcels in one box, and the box pays for it', async () => {
    const { s, c, received, product, parcel } = await receivedBuyProduct();
    const [sfm] = await bed.requestParcels(
      { ...c, addressId: s.addressId, warehouseId: (await parcel()).warehouse_id },
      [bed.product()],
    );
    await bed.staffCall('PUT', `${STAFF_SHIPMENT}/shipment-products/${sfm!.id}/receive`, {
      ...SIZE,
      photo_ids: [1],
    });
    const asked = await bed.call(c, 'POST', `${SHIPMENT}/consolidations`, {
      shipment_product_ids: [received.parcel.id, sfm!.id],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const box = asked.json().data;
    await bed.staffCall('PUT', `${STAFF_SHIPMENT}/consolidations/${box.id}/repack`, {
      weight_grams: 2_500,
      length_cm: 40,
      width_cm: 30,
      height_cm: 15,
      photo_ids: [1],
    });
    const confirmed = await bed.call(c, 'POST', `${SHIPMENT}/consolidations/${box.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const invoice = await bed.invoice(c.headers, confirmed.json().data.invoice_id);
    await bed.fundWallet(c.id, invoice.due.amount);
    const paid = await bed.pay(c.headers, `invoices/${invoice.id}`, { gateway: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await parcel()).status).toBe('paid');
    expect((await product()).status).toBe('received_abroad');
  });

  it('is disposed with its parcel when left in storage past the maximum', async () => {
    const { c, product, parcel } = await receivedBuyProduct();
    const receivedAt = new Date((await parcel()).receipt.received_at);
    const services = createStorageServices(ctx.database.db);
    await sweepStorage(services, new Date(receivedAt.getTime() + 91 * DAY), {
      customerId: c.id,
    });
    expect((await parcel()).status).toBe('disposed');
    const disposed = await product();
    expect(disposed.status).toBe('disposed');
    expect(disposed.timeline.at(-1).actor).toBe('system');
  });
});
