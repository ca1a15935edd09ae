import { describe, expect, it } from 'vitest';
import { staff } from '../../test/orders-testbed.ts';
import { useParcelsTestbed } from '../../test/parcels-testbed.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;
const SHIPMENT = '/api/shipping-core/customer/shipment/v1';
const STAFF_PARCELS = '/api/shipping-core/admin/shipment/v1/shipment-products';
const REQUESTS = '/api/delivery/customer/delivery-request/v1/requests';
const STAFF_REQUESTS = '/api/delivery/admin/delivery-request/v1/requests';

const customer = bed.customer;
type Customer = Awaited<ReturnType<typeof customer>>;

async function put(url: string, payload: object) {
  const res = await ctx.app.inject({ method: 'PUT', url, headers: staff, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A parcel of the customer's, received, paid by staff and moved to `arrived`. */
async function arrivedParcel(c: Customer, arrive = true) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: `${SHIPMENT}/shipment-products?region=BD`,
    headers: c.headers,
    payload: {
      warehouse_id: c.warehouseId,
      shipping_address_id: c.addressId,
      shipping_method_id: bed.ids.airMethodId,
      products: [
        {
          title: 'Desk lamp',
          quantity: 1,
          declared_value: 200_000,
          shipping_category_id: bed.ids.shippingCategoryId,
          tracking_id: 'SF777',
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const parcel = created.json().data.products[0];
  const received = await put(`${STAFF_PARCELS}/${parcel.id}/receive`, {
    weight_grams: 800,
    length_cm: 10,
    width_cm: 10,
    height_cm: 10,
    photo_ids: [1],
  });
  if (arrive) {
    const invoice = await bed.invoice(c.headers, received.invoice_id);
    await bed.fundWallet(await bed.customerIdOf(received.invoice_id), invoice.due.amount);
    const paid = await bed.pay(c.headers, `invoices/${received.invoice_id}`, { gateway: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    const started = await ctx.app.inject({
      method: 'PUT',
      url: `${SHIPMENT}/shipment-products/${parcel.id}/start-shipping`,
      headers: c.headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    await put(`${STAFF_PARCELS}/${parcel.id}/status`, { status: 'in_transit' });
    await put(`${STAFF_PARCELS}/${parcel.id}/status`, { status: 'arrived' });
  }
  return parcel as { id: number; number: string };
}

/** A courier the demo data offers in Bangladesh. */
async function courier(): Promise<{ code: string }> {
  const { rows } = await ctx.database.pool.query<{ code: string }>(
    "SELECT code FROM couriers WHERE region_code = 'BD' ORDER BY id LIMIT 1",
  );
  return rows[0]!;
}

function ask(c: Customer, payload: object) {
  return ctx.app.inject({ method: 'POST', url: REQUESTS, headers: c.headers, payload });
}

/** Pays a delivery request's invoice from a wallet funded for it. */
async function payDelivery(c: Customer, invoiceId: number) {
  const invoice = await bed.invoice(c.headers, invoiceId);
  await bed.fundWallet(c.id, invoice.due.amount);
  const paid = await bed.pay(c.headers, `invoices/${invoiceId}`, { gateway: 'wallet' });
  expect(paid.statusCode, paid.body).toBe(201);
}

/** A delivery request of one arrived parcel by the first courier. */
async function requestDelivery(c: Customer, extra: object = {}) {
  const parcel = await arrivedParcel(c);
  const res = await ask(c, {
    items: [{ type: 'shipment_product', id: parcel.id }],
    shipping_address_id: c.addressId,
    courier_option: (await courier()).code,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { parcel, request: res.json().data };
}

const setStatus = (id: number, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `${STAFF_REQUESTS}/${id}/status`, headers: staff, payload });

describe('the delivery charge', () => {
  it('is an invoice the customer pays; staff dispatch an unpaid one only with a recorded reason', async () => {
    const c = await customer();
    const { request } = await requestDelivery(c);
    expect(request.payment_method).toBe('prepaid');
    const invoice = await bed.invoice(c.headers, request.invoice_id);
    expect(invoice).toMatchObject({ status: 'unpaid', total: request.price, due: request.price });
    expect(invoice.subject).toEqual({ type: 'delivery_request', id: request.id });

    const refused = await setStatus(request.id, { status: 'dispatched', tracking_number: 'RX-1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('delivery_unpaid');
    const overridden = await setStatus(request.id, {
      status: 'dispatched',
      tracking_number: 'RX-1',
      override_reason: 'Regular customer; pays at the office tomorrow',
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().data).toMatchObject({
      status: 'dispatched',
      dispatched_unpaid_reason: 'Regular customer; pays at the office tomorrow',
    });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `${REQUESTS}/${request.id}`,
      headers: c.headers,
    });
    expect(seen.json().data).not.toHaveProperty('dispatched_unpaid_reason');
  });

  it('lets cash on delivery go unpaid, and withdraws the charge of a cancelled request', async () => {
    const c = await customer();
    const { request } = await requestDelivery(c, { pay_on_delivery: true });
    expect(request.payment_method).toBe('cash_on_delivery');
    const dispatched = await setStatus(request.id, {
      status: 'dispatched',
      tracking_number: 'PT-9',
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect(dispatched.json().data.dispatched_unpaid_reason).toBeNull();

    const other = await requestDelivery(c);
    expect((await setStatus(other.request.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await bed.invoice(c.headers, other.request.invoice_id)).status).toBe('cancelled');
  });

  it('returns a paid charge to the wallet when the request is cancelled', async () => {
    const c = await customer();
    const { request } = await requestDelivery(c);
    await payDelivery(c, request.invoice_id);
    expect(await bed.walletBalance(c.id)).toBe(0);
    expect((await setStatus(request.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await bed.walletBalance(c.id)).toBe(request.price.amount);
  });
});

describe('the international delivery session', () => {
  const SESSION = '/api/delivery/customer/delivery-request/v1/international-session';

  it('gathers the unpaid shipping invoices of several parcels into one payable session', async () => {
    const c = await customer();
    const first = await arrivedParcel(c, false);
    const second = await arrivedParcel(c, false);
    const res = await ctx.app.inject({
      method: 'POST',
      url: SESSION,
      headers: c.headers,
      payload: { shipment_product_ids: [first.id, second.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().data;
    expect(session.invoice_ids).toHaveLength(2);
    const total = session.invoices.reduce(
      (sum: number, i: { due: { amount: number } }) => sum + i.due.amount,
      0,
    );
    expect(session.due.amount).toBe(total);
    await bed.fundWallet(c.id, total);
    const paid = await bed.pay(c.headers, `session/${session.id}`, { gateway: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    for (const id of session.invoice_ids) {
      expect((await bed.invoice(c.headers, id)).status).toBe('paid');
    }
    // Paid now: nothing left to gather; another customer's parcel is not found.
    const again = await ctx.app.inject({
      method: 'POST',
      url: SESSION,
      headers: c.headers,
      payload: { shipment_product_ids: [first.id] },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('nothing_to_pay');
    const other = await customer();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: SESSION,
      headers: other.headers,
      payload: { shipment_product_ids: [first.id] },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('delivery requests', () => {
  it('delivers an arrived parcel: request, success view, staff deliver, timeline', async () => {
    const c = await customer();
    const parcel = await arrivedParcel(c);
    // Local couriers priced for the parcel's chargeable weight (the spec's courier options).
    const options = await ctx.app.inject({
      method: 'POST',
      url: '/api/courier/customer/option/v1/options',
      headers: c.headers,
      payload: { shipment_product_ids: [parcel.id], shipping_address_id: c.addressId },
    });
    expect(options.statusCode, options.body).toBe(200);
    const codes = options.json().data as { code: string; weight_grams: number; price: object }[];
    expect(codes[0]!.weight_grams).toBe(800);
    const other = await customer();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/courier/customer/option/v1/options',
      headers: other.headers,
      payload: { shipment_product_ids: [parcel.id], shipping_address_id: other.addressId },
    });
    expect(foreign.statusCode).toBe(404);
    const res = await ask(c, {
      items: [{ type: 'shipment_product', id: parcel.id }],
      shipping_address_id: c.addressId,
      courier_option: codes[0]!.code,
      note: 'Call before coming',
    });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json().data;
    expect(request).toMatchObject({
      status: 'requested',
      weight_grams: 800,
      price: codes[0]!.price,
      items: [{ type: 'shipment_product', id: parcel.id, title: 'Desk lamp' }],
      address: { name: 'Nusrat' },
    });
    expect(request.number).toMatch(/^DR-\d{8}$/);

    const again = await ask(c, {
      items: [{ type: 'shipment_product', id: parcel.id }],
      shipping_address_id: c.addressId,
      courier_option: codes[0]!.code,
    });
    expect(again.statusCode).toBe(409);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `${REQUESTS}?type=ship-for-me`,
      headers: c.headers,
    });
    expect(mine.json().data.map((r: { id: number }) => r.id)).toEqual([request.id]);
    const buyOnly = await ctx.app.inject({
      method: 'GET',
      url: `${REQUESTS}?type=buy-and-ship`,
      headers: c.headers,
    });
    expect(buyOnly.json().data).toEqual([]);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `${REQUESTS}/${request.id}`,
      headers: c.headers,
    });
    expect(one.json().data.number).toBe(request.number);
    // Whose it is stays with staff.
    expect(one.json().data).not.toHaveProperty('customer_id');

    // Staff's queue: by state, oldest first, with whose each request is.
    const queue = async (status: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${STAFF_REQUESTS}?status=${status}&per_page=100`,
        headers: staff,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; status: string; customer_id: number }[];
    };
    const waiting = await queue('requested');
    expect(waiting.find((r) => r.id === request.id)?.customer_id).toBe(c.id);
    expect(waiting.every((r) => r.status === 'requested')).toBe(true);
    const ids = waiting.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // Dispatching needs the courier's tracking number, which the customer then sees.
    const untracked = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_REQUESTS}/${request.id}/status`,
      headers: staff,
      payload: { status: 'dispatched' },
    });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().error.details[0].field).toBe('body.tracking_number');
    // The charge is an invoice the customer pays before dispatch.
    await payDelivery(c, request.invoice_id);
    const dispatched = await put(`${STAFF_REQUESTS}/${request.id}/status`, {
      status: 'dispatched',
      tracking_number: ' PTH-2611-0042 ',
    });
    expect(dispatched.tracking_number).toBe('PTH-2611-0042');
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `${REQUESTS}/${request.id}`,
      headers: c.headers,
    });
    expect(seen.json().data.tracking_number).toBe('PTH-2611-0042');
    expect((await queue('requested')).map((r) => r.id)).not.toContain(request.id);
    expect((await queue('dispatched')).map((r) => r.id)).toContain(request.id);
    const delivered = await put(`${STAFF_REQUESTS}/${request.id}/status`, { status: 'delivered' });
    expect(delivered.status).toBe('delivered');
    // Delivering keeps the number the goods travelled under.
    expect(delivered.tracking_number).toBe('PTH-2611-0042');
    const late = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_REQUESTS}/${request.id}/status`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(late.statusCode).toBe(409);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `${SHIPMENT}/shipment-products/${parcel.number}`,
      headers: c.headers,
    });
    const timeline = detail.json().data.timeline as { kind: string; status: string | null }[];
    expect(detail.json().data.status).toBe('delivered');
    expect(timeline.slice(-4).map((e) => `${e.kind}:${e.status ?? ''}`)).toEqual([
      'delivery_requested:',
      'with_courier:',
      'status:ready_for_delivery',
      'status:delivered',
    ]);
  });

  it('refuses items that have not arrived, someone else’s, an unknown courier and bad input', async () => {
    const c = await customer();
    const waiting = await arrivedParcel(c, false);
    const code = await courier();
    const notArrived = await ask(c, {
      items: [{ type: 'shipment_product', id: waiting.id }],
      shipping_address_id: c.addressId,
      courier_option: code!.code,
    });
    expect(notArrived.statusCode).toBe(422);
    expect(notArrived.json().error.code).toBe('not_ready_for_delivery');

    const other = await customer();
    const theirs = await arrivedParcel(other);
    const foreign = await ask(c, {
      items: [{ type: 'shipment_product', id: theirs.id }],
      shipping_address_id: c.addressId,
      courier_option: code!.code,
    });
    expect(foreign.statusCode).toBe(422);
    const mine = await arrivedParcel(c);
    const unknownCourier = await ask(c, {
      items: [{ type: 'shipment_product', id: mine.id }],
      shipping_address_id: c.addressId,
      courier_option: 'teleport',
    });
    expect(unknownCourier.json().error.code).toBe('unknown_courier_option');
    const foreignAddress = await ask(c, {
      items: [{ type: 'shipment_product', id: mine.id }],
      shipping_address_id: other.addressId,
      courier_option: code!.code,
    });
    expect(foreignAddress.statusCode).toBe(404);
    for (const payload of [
      { items: [], shipping_address_id: c.addressId, courier_option: code!.code },
      {
        items: [{ type: 'parcel', id: 1 }],
        shipping_address_id: c.addressId,
        courier_option: code!.code,
      },
      {
        items: [
          { type: 'shipment_product', id: mine.id },
          { type: 'shipment_product', id: mine.id },
        ],
        shipping_address_id: c.addressId,
        courier_option: code!.code,
      },
      {
        items: [{ type: 'shipment_product', id: mine.id }],
        shipping_address_id: c.addressId,
        courier_option: ' ',
      },
    ]) {
      expect((await ask(c, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${REQUESTS}/999999`, headers: c.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('lets exactly one of two simultaneous requests for the same parcel win', async () => {
    const c = await customer();
    const parcel = await arrivedParcel(c);
    const code = await courier();
    const body = {
      items: [{ type: 'shipment_product', id: parcel.id }],
      shipping_address_id: c.addressId,
      courier_option: code!.code,
    };
    const answers = await Promise.all(Array.from({ length: 4 }, () => ask(c, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('finds a parcel, a delivery request or a buy product by its number, only the customer’s', async () => {
    const c = await customer();
    const parcel = await arrivedParcel(c);
    const code = await courier();
    const created = await ask(c, {
      items: [{ type: 'shipment_product', id: parcel.id }],
      shipping_address_id: c.addressId,
      courier_option: code.code,
    });
    const find = (headers: Record<string, string>, number: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/tracking/customer/v1/find?number=${encodeURIComponent(number)}`,
        headers,
      });
    const byParcel = await find(c.headers, parcel.number.toLowerCase());
    expect(byParcel.statusCode, byParcel.body).toBe(200);
    expect(byParcel.json().data).toMatchObject({
      kind: 'shipment_product',
      status: 'arrived',
      path: `/dashboard/ship-for-me/my-parcel/${parcel.number}`,
    });
    const request = created.json().data;
    expect((await find(c.headers, request.number)).json().data).toMatchObject({
      kind: 'delivery_request',
      title: 'Desk lamp',
    });
    const other = await customer();
    expect((await find(other.headers, parcel.number)).statusCode).toBe(404);
    expect((await find(other.headers, request.number)).statusCode).toBe(404);
    expect((await find(c.headers, 'BP-00000001')).statusCode).toBe(404);
    expect((await find(c.headers, 'XX-1')).statusCode).toBe(400);
  });
});
