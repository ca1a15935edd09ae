import { describe, expect, it } from 'vitest';
import { staff } from '../../test/orders-testbed.ts';
import { useParcelsTestbed } from '../../test/parcels-testbed.ts';
import { multipartFile, sampleFiles } from '../../test/multipart.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;
const BASE = '/api/shipping-core/customer/shipment/v1';
const STAFF = '/api/shipping-core/admin/shipment/v1';

interface Parcel {
  id: number;
  number: string;
  status: string;
  invoice_id: number | null;
  trackings: { id: number; tracking_id: string }[];
}

const customer = bed.customer;

type Customer = Awaited<ReturnType<typeof customer>>;

const product = (extra: Record<string, unknown> = {}) => ({
  title: 'Cotton T-shirt',
  link: 'https://shop.example.cn/item/1',
  quantity: 2,
  declared_value: 120_000,
  shipping_category_id: bed.ids.shippingCategoryId,
  hs_code: '6109.10',
  tracking_id: 'SF1234567890',
  ...extra,
});

function request(c: Customer, body: Record<string, unknown> = {}, query = '?region=BD') {
  return ctx.app.inject({
    method: 'POST',
    url: `${BASE}/shipment-products${query}`,
    headers: c.headers,
    payload: {
      warehouse_id: c.warehouseId,
      shipping_address_id: c.addressId,
      shipping_method_id: bed.ids.airMethodId,
      products: [product()],
      ...body,
    },
  });
}

async function requested(c: Customer, products = [product()]) {
  const res = await request(c, { products });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; number: string; products: Parcel[] };
}

async function staffPhoto(customerId: number) {
  const file = multipartFile(sampleFiles.png, { fileName: 'parcel.png' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/storage/admin/asset/v1/customers/${customerId}/assets`,
    headers: { ...staff, ...file.headers },
    payload: file.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

function receive(id: number, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `${STAFF}/shipment-products/${id}/receive`,
    headers: staff,
    payload: body,
  });
}

function staffMove(id: number, status: string, reason?: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `${STAFF}/shipment-products/${id}/status`,
    headers: staff,
    payload: { status, ...(reason ? { reason } : {}) },
  });
}

function put(c: Customer, path: string, payload?: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: `${BASE}/shipment-products/${path}`,
    headers: c.headers,
    ...(payload ? { payload } : {}),
  });
}

describe('Ship For Me requests', () => {
  it('creates a request with two products; the one with a tracking id is on its way', async () => {
    const c = await customer();
    const order = await requested(c, [
      product(),
      product({ title: 'Mug', tracking_id: undefined, hs_code: undefined }),
    ]);
    expect(order.number).toMatch(/^SO-\d{8}$/);
    expect(order.products.map((p) => p.status)).toEqual(['awaiting_arrival', 'requested']);
    expect(order.products[0]!.number).toMatch(/^SP-\d{8}$/);
    expect(order.products[0]).toMatchObject({
      hs_code: '610910',
      declared_value: { amount: 120_000, currency: 'BDT' },
      trackings: [{ tracking_id: 'SF1234567890', type: 'abroad-courier-tracking' }],
      can_cancel: true,
      can_start_shipping: false,
    });

    const list = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/shipment-orders`,
      headers: c.headers,
    });
    expect(list.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/shipment-orders?status=delivered`,
      headers: c.headers,
    });
    expect(filtered.json()).toMatchObject({ data: [], pagination: { total: 0 } });

    const counts = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/state/shipment-orders`,
      headers: c.headers,
    });
    const states = counts.json().data;
    expect(states.total).toBe(2);
    expect(states.states.find((s: { status: string }) => s.status === 'requested').count).toBe(1);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const c = await customer();
    const cases: [Record<string, unknown>, string][] = [
      [{ tracking_id: '   ' }, 'tracking_id'],
      [{ quantity: 0 }, 'quantity'],
      [{ declared_value: -1 }, 'declared_value'],
      [{ hs_code: '12' }, 'hs_code'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ title: '' }, 'title'],
    ];
    for (const [extra, field] of cases) {
      const res = await request(c, { products: [product(extra)] });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(
        res
          .json()
          .error.details.map((d: { field: string }) => d.field)
          .join(),
      ).toContain(field);
    }
    const many = await request(c, { products: Array.from({ length: 21 }, () => product()) });
    expect(many.statusCode).toBe(400);
    const none = await request(c, { products: [] });
    expect(none.statusCode).toBe(400);
  });

  it('answers 422 for an unknown HS code, region, method or photo, and 404 for another’s address', async () => {
    const c = await customer();
    const unknownHs = await request(c, { products: [product({ hs_code: '123456' })] });
    expect(unknownHs.statusCode).toBe(422);
    expect(unknownHs.json().error.code).toBe('unknown_hs_code');
    expect((await request(c, {}, '?region=ZZ')).statusCode).toBe(422);
    expect((await request(c, { shipping_method_id: 999_999 })).statusCode).toBe(422);
    const foreignPhoto = await request(c, { products: [product({ image_ids: [999_999] })] });
    expect(foreignPhoto.statusCode).toBe(422);
    const other = await customer();
    expect((await request(c, { shipping_address_id: other.addressId })).statusCode).toBe(404);
    const counts = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/state/shipment-orders`,
      headers: c.headers,
    });
    expect(counts.json().data.total).toBe(0);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/shipment-products`,
      payload: {
        warehouse_id: 1,
        shipping_address_id: 1,
        shipping_method_id: 1,
        products: [product()],
      },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('tracking and cancelling', () => {
  it('adds and corrects tracking ids while the parcel is on its way, not afterwards', async () => {
    const c = await customer();
    const order = await requested(c, [product({ tracking_id: undefined })]);
    const parcel = order.products[0]!;
    const added = await put(c, `${parcel.id}/tracking`, { tracking_id: 'YT0001', carrier: 'YTO' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.status).toBe('awaiting_arrival');
    const trackingId = added.json().data.trackings[0].id;
    const dup = await put(c, `${parcel.id}/tracking`, { tracking_id: 'yt0001' });
    expect(dup.statusCode).toBe(409);
    const fixed = await put(c, `${parcel.id}/tracking/${trackingId}`, { tracking_id: 'YT0002' });
    expect(fixed.json().data.trackings[0].tracking_id).toBe('YT0002');
    expect((await put(c, `${parcel.id}/tracking`, { tracking_id: '' })).statusCode).toBe(400);
    expect((await put(c, `${parcel.id}/tracking/999999`, { tracking_id: 'X1' })).statusCode).toBe(
      404,
    );

    const other = await customer();
    expect((await put(other, `${parcel.id}/tracking`, { tracking_id: 'ZZ1' })).statusCode).toBe(
      404,
    );
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/shipment-products/${parcel.number}`,
      headers: other.headers,
    });
    expect(detail.statusCode).toBe(404);
  });

  it('cancels before arrival; after receipt the customer cannot', async () => {
    const c = await customer();
    const [first, second] = (await requested(c, [product(), product({ title: 'Lamp' })])).products;
    const cancelled = await put(c, `${first!.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await put(c, `${first!.id}/cancel`)).statusCode).toBe(409);

    const found = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF}/shipment-products?q=${c.suiteCode.toLowerCase()}`,
      headers: staff,
    });
    expect(found.json().data.map((p: Parcel) => p.id)).toEqual([second!.id]);
    const customerId = Number(c.suiteCode.slice(3));
    const photo = await staffPhoto(customerId);
    const res = await receive(second!.id, {
      weight_grams: 1_000,
      length_cm: 20,
      width_cm: 20,
      height_cm: 20,
      photo_ids: [photo],
    });
    expect(res.statusCode, res.body).toBe(200);
    const late = await put(c, `${second!.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('conflict');
  });
});

describe('warehouse receipt, shipping invoice and the way home', () => {
  it('refuses a negative weight, a missing photo and a foreign photo', async () => {
    const c = await customer();
    const [parcel] = (await requested(c)).products;
    const ok = { weight_grams: 1_000, length_cm: 10, width_cm: 10, height_cm: 10, photo_ids: [1] };
    expect((await receive(parcel!.id, { ...ok, weight_grams: -5 })).statusCode).toBe(400);
    expect((await receive(parcel!.id, { ...ok, photo_ids: [] })).statusCode).toBe(400);
    expect((await receive(parcel!.id, { ...ok, length_cm: 1.5 })).statusCode).toBe(400);
    expect((await receive(parcel!.id, { ...ok, photo_ids: [999_999] })).statusCode).toBe(422);
    expect((await receive(999_999_999, ok)).statusCode).toBe(404);
  });

  it('receives, invoices, is paid by wallet, ships, arrives and is delivered, with a timeline', async () => {
    const c = await customer();
    const [parcel] = (await requested(c, [product({ addon_service_codes: ['extra_packing'] })]))
      .products;
    const byTracking = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF}/shipment-products?q=sf1234567890`,
      headers: staff,
    });
    expect(byTracking.json().data.map((p: Parcel) => p.id)).toContain(parcel!.id);

    const customerId = Number(c.suiteCode.slice(3));
    const photo = await staffPhoto(customerId);
    // 50×40×30 cm at 1 kg: 12 kg by air (volumetric), the figure docs/shipping.md works out.
    const res = await receive(parcel!.id, {
      weight_grams: 1_000,
      length_cm: 50,
      width_cm: 40,
      height_cm: 30,
      photo_ids: [photo],
    });
    expect(res.statusCode, res.body).toBe(200);
    const received = res.json().data;
    expect(received).toMatchObject({
      status: 'invoiced',
      receipt: { weight_grams: 1_000, chargeable_weight_grams: 12_000, photo_ids: [photo] },
    });
    expect(
      (
        await receive(parcel!.id, {
          weight_grams: 1_000,
          length_cm: 5,
          width_cm: 5,
          height_cm: 5,
          photo_ids: [photo],
        })
      ).statusCode,
    ).toBe(409);

    const invoice = await bed.invoice(c.headers, received.invoice_id);
    expect(invoice.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'shipping',
      'duty',
      'addon',
    ]);
    // A T-shirt (6109.10) declared at ৳1,200 into Bangladesh: 25 % duty = ৳300, then 15 % VAT
    // on ৳1,500 = ৳225, so ৳525 of duty and taxes.
    expect(invoice.lines[1].amount).toEqual({ amount: 52_500, currency: 'BDT' });
    expect(invoice.lines[2].amount).toEqual({ amount: 15_000, currency: 'BDT' });
    const sfm = await ctx.app.inject({
      method: 'GET',
      url: '/api/invoice/customer/invoice/v1/invoices?service=ship-for-me',
      headers: c.headers,
    });
    expect(sfm.json().data.map((i: { id: number }) => i.id)).toEqual([received.invoice_id]);

    expect((await put(c, `${parcel!.id}/start-shipping`)).statusCode).toBe(409);
    await bed.fundWallet(customerId, invoice.total.amount);
    const paid = await bed.pay(c.headers, `invoices/${received.invoice_id}`, { gateway: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    const started = await put(c, `${parcel!.id}/start-shipping`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.status).toBe('shipping_started');

    // Staff may not skip a leg, and only staff move it on.
    expect((await staffMove(parcel!.id, 'delivered')).statusCode).toBe(409);
    expect((await staffMove(parcel!.id, 'on_hold')).statusCode).toBe(422);
    expect(
      (await staffMove(parcel!.id, 'on_hold', 'Battery inside: needs a declaration')).json().data,
    ).toMatchObject({
      status: 'on_hold',
      held_from: 'shipping_started',
      hold_reason: 'Battery inside: needs a declaration',
    });
    expect((await staffMove(parcel!.id, 'arrived')).statusCode).toBe(409);
    expect((await staffMove(parcel!.id, 'shipping_started')).statusCode).toBe(200);
    for (const status of ['in_transit', 'arrived', 'ready_for_delivery', 'delivered']) {
      const moved = await staffMove(parcel!.id, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/shipment-products/${parcel!.number.toLowerCase()}`,
      headers: c.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const timeline = detail.json().data.timeline as {
      kind: string;
      status: string | null;
      actor: string;
    }[];
    expect(timeline.map((e) => `${e.kind}:${e.status ?? ''}:${e.actor}`)).toEqual([
      'status:requested:customer',
      'tracking_added:awaiting_arrival:customer',
      'status:received_at_warehouse:staff',
      'status:invoiced:staff',
      'status:paid:system',
      'status:shipping_started:customer',
      'held:on_hold:staff',
      'status:shipping_started:staff',
      'status:in_transit:staff',
      'status:arrived:staff',
      'status:ready_for_delivery:staff',
      'status:delivered:staff',
    ]);
    const same = await ctx.app.inject({
      method: 'GET',
      url: `/api/tracking/customer/timeline/v1/shipment-product/${parcel!.id}`,
      headers: c.headers,
    });
    expect(same.json().data).toHaveLength(timeline.length);
  });

  it('stops restricted items at request time, naming the product and the rule', async () => {
    const c = await customer();
    // A power bank by air (declared contents), and a perfume found by its HS code.
    const res = await request(c, {
      products: [
        product({ title: 'Power bank', hs_code: undefined, contents: ['battery'] }),
        product({ title: 'Perfume', hs_code: '3303.00' }),
        product(),
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe('restricted_item');
    expect(error.message).toContain('Power bank');
    expect(error.details.map((d: { field: string }) => d.field)).toEqual([
      'body.products.0',
      'body.products.1',
    ]);
    const counts = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/state/shipment-orders`,
      headers: c.headers,
    });
    expect(counts.json().data.total).toBe(0);
  });

  it('bills insurance at 2 % of the declared value on the shipping invoice', async () => {
    const c = await customer();
    // ৳10,000 declared: ৳200 of insurance (hand-computed: 1,000,000 × 2 % = 20,000 paisa).
    const [parcel] = (await requested(c, [product({ declared_value: 1_000_000, insured: true })]))
      .products;
    expect(parcel).toMatchObject({ insured: true, contents: [] });
    const photo = await staffPhoto(Number(c.suiteCode.slice(3)));
    const res = await receive(parcel!.id, {
      weight_grams: 500,
      length_cm: 10,
      width_cm: 10,
      height_cm: 10,
      photo_ids: [photo],
    });
    const invoice = await bed.invoice(c.headers, res.json().data.invoice_id);
    const insurance = invoice.lines.find((l: { kind: string }) => l.kind === 'insurance');
    expect(insurance.amount).toEqual({ amount: 20_000, currency: 'BDT' });
  });

  it('frees the parcel when staff record its shipping invoice as paid outside the site', async () => {
    const c = await customer();
    const [parcel] = (await requested(c)).products;
    const photo = await staffPhoto(Number(c.suiteCode.slice(3)));
    const res = await receive(parcel!.id, {
      weight_grams: 500,
      length_cm: 10,
      width_cm: 10,
      height_cm: 10,
      photo_ids: [photo],
    });
    const marked = await ctx.app.inject({
      method: 'POST',
      url: `/api/invoice/admin/invoice/v1/invoices/${res.json().data.invoice_id}/mark-paid`,
      headers: staff,
      payload: { method: 'bank_deposit', reference: 'DBBL-778812' },
    });
    expect(marked.statusCode, marked.body).toBe(201);
    const started = await put(c, `${parcel!.id}/start-shipping`);
    expect(started.statusCode, started.body).toBe(200);
  });

  it('answers the meta: statuses, add-ons priced in the region, tracking types', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-core/customer/meta/v1/shipment-product',
      headers: { 'x-region': 'BD' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.statuses).toHaveLength(13);
    expect(data.tracking_types).toEqual(['abroad-courier-tracking']);
    expect(data.addon_services[0]).toMatchObject({
      code: 'extra_packing',
      price: { amount: 15_000, currency: 'BDT' },
    });
  });
});
