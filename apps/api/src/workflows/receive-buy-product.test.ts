import { describe, expect, it } from 'vitest';
import { staff } from '../../test/orders-testbed.ts';
import { useParcelsTestbed } from '../../test/parcels-testbed.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;
const BUY = '/api/buy-and-ship/customer/buy-product/v1';
const RECEIVE = (id: number) => `/api/buy-and-ship/admin/buy-product/v1/buy-products/${id}/receive`;
const SIZE = { weight_grams: 1_350, length_cm: 35, width_cm: 25, height_cm: 12, photo_ids: [5] };

const receive = (id: number, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: RECEIVE(id), headers: staff, payload });

describe('a Buy-and-Ship product at our warehouse', () => {
  it('is weighed, measured and photographed on arrival, and the customer sees it', async () => {
    const { s, id } = await bed.buyProductAt('shipped_to_warehouse');
    const res = await receive(id, SIZE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'received_abroad',
      warehouse_receipt: {
        weight_grams: 1_350,
        length_cm: 35,
        width_cm: 25,
        height_cm: 12,
        photo_ids: [5],
      },
    });
    const details = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/details/${id}`,
      headers: s.headers,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data.warehouse_receipt.received_at).toEqual(expect.any(String));
    const last = details.json().data.timeline.at(-1);
    expect(last).toMatchObject({
      to_status: 'received_abroad',
      note: 'Weighed 1.35 kg, 35×25×12 cm',
    });
    // Received once: again is a 409 from the state machine.
    expect((await receive(id, SIZE)).statusCode).toBe(409);
  });

  it('refuses a product not yet on its way to us, a photo not for its customer, and bad sizes', async () => {
    const { id } = await bed.buyProductAt('purchased');
    expect((await receive(id, SIZE)).statusCode).toBe(409);
    const { id: other } = await bed.buyProductAt('shipped_to_warehouse');
    expect((await receive(other, { ...SIZE, photo_ids: [999_999] })).statusCode).toBe(422);
    expect((await receive(other, { ...SIZE, weight_grams: 0 })).statusCode).toBe(400);
    expect((await receive(999_999_999, SIZE)).statusCode).toBe(404);
  });
});
