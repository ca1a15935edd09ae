import { describe, expect, it } from 'vitest';
import { staff } from '../../test/orders-testbed.ts';
import { SHIPMENT, STAFF_SHIPMENT, useParcelsTestbed } from '../../test/parcels-testbed.ts';

const bed = useParcelsTestbed();
const CUBE = { weight_grams: 1_000, length_cm: 20, width_cm: 20, height_cm: 20 };
// Bangladesh's default duty and VAT on a ৳1,000 product with no HS code: ৳100 + ৳165.
const DUTY = 26_500;

type Customer = Awaited<ReturnType<typeof bed.customer>>;
const ask = (c: Customer, id: number, body: object) =>
  bed.call(c, 'POST', `${SHIPMENT}/shipment-products/${id}/requests`, body);
const answer = (id: number, body: object) =>
  bed.staffCall('PUT', `${STAFF_SHIPMENT}/parcel-requests/${id}`, body);
const parcelView = async (c: Customer, number: string) =>
  (await bed.call(c, 'GET', `${SHIPMENT}/shipment-products/${number}`)).json().data;

describe('warehouse requests on a parcel', () => {
  it('bills extra photos at once, queues them for staff, and adds the photos with a timeline note', async () => {
    const c = await bed.customer();
    const parcel = await bed.receivedParcel(c, CUBE);
    const res = await ask(c, parcel.id, { kind: 'extra_photos', note: 'The label, please' });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json().data;
    expect(request).toMatchObject({
      number: expect.stringMatching(/^PR-\d{8}$/),
      status: 'open',
      price: { amount: 5_000, currency: 'BDT' },
    });
    const invoice = await bed.invoice(c.headers, request.invoice_id);
    expect(invoice.total.amount).toBe(5_000);
    expect((await ask(c, parcel.id, { kind: 'extra_photos' })).statusCode).toBe(409);

    const queue = await bed.staffCall('GET', `${STAFF_SHIPMENT}/parcel-requests?per_page=100`);
    expect(queue.find((r: { id: number }) => r.id === request.id)).toMatchObject({
      customer_id: c.id,
      parcel_number: parcel.number,
    });
    const done = await answer(request.id, {
      outcome: 'done',
      note: 'Three photos added',
      photo_ids: [77],
    });
    expect(done).toMatchObject({ status: 'done', staff_note: 'Three photos added' });
    const view = await parcelView(c, parcel.number);
    expect(view.receipt.photo_ids).toEqual([1, 77]);
    const kinds = view.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['request_opened', 'request_answered']));
    // Answered once: a second answer is refused.
    const again = await bed.ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_SHIPMENT}/parcel-requests/${request.id}`,
      headers: staff,
      payload: { outcome: 'declined', note: 'No' },
    });
    expect(again.statusCode).toBe(409);
    const listed = (
      await bed.call(c, 'GET', `${SHIPMENT}/shipment-products/${parcel.id}/requests`)
    ).json();
    expect(listed.data.map((r: { status: string }) => r.status)).toEqual(['done']);
  });

  it('re-measures a reported error: the unpaid invoice is replaced at the right price', async () => {
    const c = await bed.customer();
    const parcel = await bed.receivedParcel(c, CUBE);
    const rate = await bed.airRate(c.warehouseId);
    expect((await ask(c, parcel.id, { kind: 'report_error' })).statusCode).toBe(422);
    const reported = await ask(c, parcel.id, {
      kind: 'report_error',
      note: 'It was a 10 cm box, not 20 cm',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().data).toMatchObject({ price: { amount: 0 }, invoice_id: null });

    const done = await answer(reported.json().data.id, {
      outcome: 'done',
      note: 'Measured again: 10 cm a side',
      measurement: { weight_grams: 500, length_cm: 10, width_cm: 10, height_cm: 10 },
    });
    const view = await parcelView(c, parcel.number);
    expect(view.receipt).toMatchObject({
      weight_grams: 500,
      length_cm: 10,
      chargeable_weight_grams: 500,
    });
    expect(view.invoice_id).not.toBe(parcel.invoice_id);
    expect(done.result.invoice_id).toBe(view.invoice_id);
    expect((await bed.invoice(c.headers, parcel.invoice_id!)).status).toBe('cancelled');
    const fresh = await bed.invoice(c.headers, view.invoice_id);
    // 500 g chargeable now (1.6 kg before): the new invoice prices the new weight.
    expect(fresh.total.amount).toBe(rate.charge(500) + DUTY);
    expect(view.timeline.map((e: { kind: string }) => e.kind)).toContain('measurement_corrected');
  });

  it('refunds a paid request to the wallet when staff decline it', async () => {
    const c = await bed.customer();
    const parcel = await bed.receivedParcel(c, CUBE);
    const request = (await ask(c, parcel.id, { kind: 'content_check' })).json().data;
    await bed.payByWallet(c, request.invoice_id);
    expect(await bed.walletBalance(c.id)).toBe(0);
    await answer(request.id, { outcome: 'declined', note: 'The box is sealed by customs' });
    expect(await bed.walletBalance(c.id)).toBe(15_000);
  });

  it('refunds a paid request once when staff decline it ten times at once', async () => {
    const c = await bed.customer();
    const parcel = await bed.receivedParcel(c, CUBE);
    const request = (await ask(c, parcel.id, { kind: 'content_check' })).json().data;
    await bed.payByWallet(c, request.invoice_id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        bed.ctx.app.inject({
          method: 'PUT',
          url: `${STAFF_SHIPMENT}/parcel-requests/${request.id}`,
          headers: staff,
          payload: { outcome: 'declined', note: 'Sealed by customs' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await bed.walletBalance(c.id)).toBe(15_000);
  });

  it('opens one request when a customer sends ten at once, and the API keeps answering', async () => {
    const c = await bed.customer();
    const parcel = await bed.receivedParcel(c, CUBE);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ask(c, parcel.id, { kind: 'content_check' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    // The rest found it open (409) or waited past the lock timeout (503, safe to retry).
    expect(codes.every((code) => [201, 409, 503].includes(code))).toBe(true);
    expect((await parcelView(c, parcel.number)).number).toBe(parcel.number);
  });

  it('withdraws an unpaid request when declined, and disposes of a parcel on request', async () => {
    const c = await bed.customer();
    const parcel = await bed.receivedParcel(c, CUBE);
    const frame = (await ask(c, parcel.id, { kind: 'wooden_frame' })).json().data;
    await answer(frame.id, { outcome: 'declined', note: 'Too small for a frame' });
    expect((await bed.invoice(c.headers, frame.invoice_id)).status).toBe('cancelled');

    const dispose = (
      await ask(c, parcel.id, { kind: 'dispose', note: 'Wrong item, keep it' })
    ).json().data;
    expect(dispose.invoice_id).toBeNull();
    await answer(dispose.id, { outcome: 'done', note: 'Disposed of' });
    const view = await parcelView(c, parcel.number);
    expect(view.status).toBe('disposed');
    expect((await bed.invoice(c.headers, parcel.invoice_id!)).status).toBe('cancelled');
    expect((await ask(c, parcel.id, { kind: 'extra_photos' })).statusCode).toBe(409);
  });

  it('splits a waiting parcel into two, each with its share of the value and its own invoice', async () => {
    const c = await bed.customer();
    const parcel = await bed.receivedParcel(c, {
      weight_grams: 2_000,
      length_cm: 30,
      width_cm: 30,
      height_cm: 20,
    });
    const rate = await bed.airRate(c.warehouseId);
    const request = (
      await ask(c, parcel.id, { kind: 'split', note: 'Shoes apart from the shirts' })
    ).json().data;
    expect(request.price.amount).toBe(10_000);
    const refused = await bed.ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_SHIPMENT}/parcel-requests/${request.id}`,
      headers: staff,
      payload: { outcome: 'done', note: 'Split' },
    });
    expect(refused.statusCode).toBe(422);
    const done = await answer(request.id, {
      outcome: 'done',
      note: 'Split in two',
      parts: [
        { weight_grams: 1_200, length_cm: 20, width_cm: 20, height_cm: 10 },
        { weight_grams: 800, length_cm: 20, width_cm: 15, height_cm: 10 },
      ],
    });
    const [first, second] = done.result.parts as [string, string];
    expect(first).toBe(parcel.number);
    expect((await bed.invoice(c.headers, parcel.invoice_id!)).status).toBe('cancelled');
    const a = await parcelView(c, first);
    const b = await parcelView(c, second);
    // ৳1,000 declared, shared by weight: ৳600 and ৳400, so nothing is lost or made up.
    expect([a.declared_value.amount, b.declared_value.amount]).toEqual([60_000, 40_000]);
    expect([a.receipt.chargeable_weight_grams, b.receipt.chargeable_weight_grams]).toEqual([
      1_200, 800,
    ]);
    expect([a.status, b.status]).toEqual(['invoiced', 'invoiced']);
    expect(b.order_id).toBe(a.order_id);
    // Each invoice: its own shipping, then 10 % duty and 15 % VAT on its share of the value.
    expect((await bed.invoice(c.headers, a.invoice_id)).total.amount).toBe(
      rate.charge(1_200) + 6_000 + 9_900,
    );
    expect((await bed.invoice(c.headers, b.invoice_id)).total.amount).toBe(
      rate.charge(800) + 4_000 + 6_600,
    );
    expect(b.timeline.map((e: { kind: string }) => e.kind)).toContain('split');
  });

  it('refuses parcels not in the warehouse, and other customers’ parcels', async () => {
    const c = await bed.customer();
    const [onTheWay] = await bed.requestParcels(c, [bed.product()]);
    expect((await ask(c, onTheWay!.id, { kind: 'extra_photos' })).statusCode).toBe(409);
    const other = await bed.customer();
    const parcel = await bed.receivedParcel(c, CUBE);
    expect((await ask(other, parcel.id, { kind: 'extra_photos' })).statusCode).toBe(404);
    expect(
      (await bed.call(other, 'GET', `${SHIPMENT}/shipment-products/${parcel.id}/requests`))
        .statusCode,
    ).toBe(404);
    expect((await ask(c, parcel.id, { kind: 'gold_plating' })).statusCode).toBe(400);
  });
});
