import { beforeEach, describe, expect, it } from 'vitest';
import { addDhakaAddress, signInCustomer } from '../../../test/commerce-fixtures.ts';
import { multipartFile, sampleFiles } from '../../../test/multipart.ts';
import { staff, useOrdersTestbed } from '../../../test/orders-testbed.ts';

const RFQ = '/api/rfq/customer/v1';
const STAFF_RFQ = '/api/rfq/admin/v1';
const ASSETS = '/api/storage/customer/asset/v1/assets';
const NOTIFICATIONS = '/api/notification/customer/v1/notifications';
const DAY_MS = 86_400_000;

let offsetMs = 0;
const bed = useOrdersTestbed({ app: () => ({ now: () => new Date(Date.now() + offsetMs) }) });
const { ctx, ids } = bed;
beforeEach(() => {
  offsetMs = 0;
});

type Headers = Record<string, string>;

async function call(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function customer() {
  const headers = signInCustomer(bed.identity);
  const addressId = await addDhakaAddress(ctx, headers);
  const body = multipartFile(sampleFiles.png, { fileName: 'sample.png' });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: ASSETS,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return { headers, addressId, imageId: upload.json().data.id as number };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const requestBody = (c: Customer, extra: Record<string, unknown> = {}) => ({
  product_name: 'Stainless steel water bottle, 750 ml',
  product_url: 'https://detail.1688.com/offer/123.html',
  image_ids: [c.imageId],
  quantity: 200,
  target_price: { amount: 25_000, currency: 'BDT' },
  specifications: 'Logo printed on one side, blue and black',
  region_code: 'BD',
  deadline: new Date(Date.now() + 7 * DAY_MS).toISOString(),
  ...extra,
});

async function submit(c: Customer, extra: Record<string, unknown> = {}) {
  const res = await call('POST', `${RFQ}/requests`, c.headers, requestBody(c, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const quoteBody = (extra: Record<string, unknown> = {}) => ({
  tiers: [
    { min_quantity: 100, unit_price: 30_000 },
    { min_quantity: 500, unit_price: 26_000 },
  ],
  moq: 100,
  shipping_estimate: 150_000,
  shipping_method_id: ids.airMethodId,
  shipping_category_id: ids.shippingCategoryId,
  unit_weight_grams: 300,
  source_site: '1688',
  valid_until: new Date(Date.now() + 3 * DAY_MS).toISOString(),
  ...extra,
});

async function quote(requestId: number, extra: Record<string, unknown> = {}) {
  const res = await call(
    'POST',
    `${STAFF_RFQ}/requests/${requestId}/quotes`,
    staff,
    quoteBody(extra),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const placeOrder = (c: Customer, quoteId: number, extra: Record<string, unknown> = {}) =>
  call('POST', `${RFQ}/quotes/${quoteId}/place-order`, c.headers, {
    shipping_address_id: c.addressId,
    ...extra,
  });

async function ordersOf(c: Customer) {
  const res = await call('GET', '/api/buy-and-ship/customer/buy-product/v1/list', c.headers);
  return res;
}

describe('requests for quotation', () => {
  it('stores a request with its photo and lists it to its owner only', async () => {
    const a = await customer();
    const b = await customer();
    const created = await submit(a);
    expect(created).toMatchObject({
      status: 'submitted',
      quantity: 200,
      currency: 'BDT',
      image_ids: [a.imageId],
      target_price: { amount: 25_000, currency: 'BDT' },
      quotes: [],
      timeline: [{ to_status: 'submitted', actor: 'customer' }],
    });
    expect(created.number).toMatch(/^RQ-\d{8}$/);

    const list = await call('GET', `${RFQ}/requests?per_page=10`, a.headers);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([created.id]);
    expect((await call('GET', `${RFQ}/requests`, b.headers)).json().data).toEqual([]);

    expect((await call('GET', `${RFQ}/requests/${created.id}`, a.headers)).statusCode).toBe(200);
    expect((await call('GET', `${RFQ}/requests/${created.id}`, b.headers)).statusCode).toBe(404);
    expect((await call('GET', `${RFQ}/requests/${created.id}/quotes`, b.headers)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input: no name, a zero quantity, a long text, a foreign image, an unknown region', async () => {
    const a = await customer();
    const b = await customer();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ product_name: '' }, 400, 'product_name'],
      [{ quantity: 0 }, 400, 'quantity'],
      [{ specifications: 'x'.repeat(4001) }, 400, 'specifications'],
      [{ product_url: 'javascript:alert(1)' }, 400, 'product_url'],
      [{ image_ids: [b.imageId] }, 422, 'image_ids'],
      [{ region_code: 'ZZ' }, 422, 'region_code'],
    ];
    for (const [extra, status, field] of cases) {
      const res = await call('POST', `${RFQ}/requests`, a.headers, requestBody(a, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
    expect((await call('GET', `${RFQ}/requests`, a.headers)).json().pagination.total).toBe(0);
  });

  it('tells the customer when staff quote, and shows the quote with its tiers', async () => {
    const a = await customer();
    const request = await submit(a);
    const q = await quote(request.id, { note: 'Factory in Yiwu' });
    expect(q).toMatchObject({
      status: 'open',
      moq: 100,
      expired: false,
      shipping_estimate: { amount: 150_000, currency: 'BDT' },
      tiers: [
        { min_quantity: 100, unit_price: { amount: 30_000, currency: 'BDT' } },
        { min_quantity: 500, unit_price: { amount: 26_000, currency: 'BDT' } },
      ],
    });
    const detail = (await call('GET', `${RFQ}/requests/${request.id}`, a.headers)).json().data;
    expect(detail.status).toBe('quoted');
    expect(detail.quotes).toHaveLength(1);
    expect((await call('GET', `${RFQ}/quotes/${q.id}`, a.headers)).json().data.id).toBe(q.id);

    const notices = (await call('GET', NOTIFICATIONS, a.headers)).json().data;
    expect(notices[0]).toMatchObject({
      kind: 'quote_received',
      link: `/dashboard/RFQ/${request.id}`,
    });
  });

  it('hides a quote from another customer', async () => {
    const a = await customer();
    const b = await customer();
    const q = await quote((await submit(a)).id);
    expect((await call('GET', `${RFQ}/quotes/${q.id}`, b.headers)).statusCode).toBe(404);
    const res = await placeOrder(b, q.id);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a quote staff send with bad tiers or an expired validity', async () => {
    const request = await submit(await customer());
    const bad = [
      { tiers: [] },
      {
        tiers: [
          { min_quantity: 200, unit_price: 1 },
          { min_quantity: 100, unit_price: 1 },
        ],
      },
      { moq: 50 },
      { valid_until: new Date(Date.now() - DAY_MS).toISOString() },
    ];
    for (const extra of bad) {
      const res = await call(
        'POST',
        `${STAFF_RFQ}/requests/${request.id}/quotes`,
        staff,
        quoteBody(extra),
      );
      expect([400, 422], JSON.stringify(extra)).toContain(res.statusCode);
    }
    const noStaff = await call(
      'POST',
      `${STAFF_RFQ}/requests/${request.id}/quotes`,
      {},
      quoteBody(),
    );
    expect(noStaff.statusCode).toBe(401);
  });

  it('turns a quote into one order with its invoice, the second call answering the same order', async () => {
    const a = await customer();
    const request = await submit(a);
    const q = await quote(request.id);
    const first = await placeOrder(a, q.id);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json().data;
    expect(order.subtotal).toEqual({ amount: 200 * 30_000, currency: 'BDT' });
    expect(order.shipping.estimate).toEqual({ amount: 150_000, currency: 'BDT' });
    expect(order.invoice_id).toEqual(expect.any(Number));
    expect(order.buy_products).toHaveLength(1);

    const again = await placeOrder(a, q.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(order.id);
    expect((await ordersOf(a)).json().pagination.total).toBe(1);

    const detail = (await call('GET', `${RFQ}/requests/${request.id}`, a.headers)).json().data;
    expect(detail).toMatchObject({ status: 'ordered', order_id: order.id, ordered_quote_id: q.id });
    expect(detail.quotes[0].status).toBe('ordered');
  });

  it('makes one order when the customer places it twice at the same time', async () => {
    const a = await customer();
    const q = await quote((await submit(a)).id);
    const results = await Promise.all([
      placeOrder(a, q.id),
      placeOrder(a, q.id),
      placeOrder(a, q.id),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect((await ordersOf(a)).json().pagination.total).toBe(1);
  });

  it('prices the order by the tier its quantity reaches and refuses less than the MOQ', async () => {
    const a = await customer();
    const q = await quote((await submit(a)).id);
    const below = await placeOrder(a, q.id, { quantity: 99 });
    expect(below.statusCode).toBe(422);
    expect(below.body).toContain('body.quantity');
    const res = await placeOrder(a, q.id, { quantity: 600 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subtotal.amount).toBe(600 * 26_000);
  });

  it('refuses an expired quote, a withdrawn one, and a second quote of an ordered request', async () => {
    const a = await customer();
    const request = await submit(a);
    const expiring = await quote(request.id);
    const withdrawn = await quote(request.id);
    const other = await quote(request.id, {
      valid_until: new Date(Date.now() + 10 * DAY_MS).toISOString(),
    });
    const kept = await quote(request.id, {
      valid_until: new Date(Date.now() + 10 * DAY_MS).toISOString(),
    });

    const w = await call('POST', `${STAFF_RFQ}/quotes/${withdrawn.id}/withdraw`, staff);
    expect(w.json().data.status).toBe('withdrawn');
    const refusedWithdrawn = await placeOrder(a, withdrawn.id);
    expect(refusedWithdrawn.statusCode).toBe(409);
    expect(refusedWithdrawn.json().error.code).toBe('quote_withdrawn');

    offsetMs = 5 * DAY_MS;
    const expired = await placeOrder(a, expiring.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('quote_expired');

    expect((await placeOrder(a, kept.id)).statusCode).toBe(200);
    const second = await placeOrder(a, other.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('rfq_already_ordered');
    const withdrawOrdered = await call('POST', `${STAFF_RFQ}/quotes/${kept.id}/withdraw`, staff);
    expect(withdrawOrdered.statusCode).toBe(409);
    expect((await ordersOf(a)).json().pagination.total).toBe(1);
  });

  it('lets staff list requests by status and decline one with a reason', async () => {
    const a = await customer();
    const request = await submit(a);
    const queue = await call('GET', `${STAFF_RFQ}/requests?status=submitted&per_page=500`, staff);
    expect(queue.json().data.map((r: { id: number }) => r.id)).toContain(request.id);

    const declined = await call('POST', `${STAFF_RFQ}/requests/${request.id}/decline`, staff, {
      reason: 'We cannot source this brand',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      decline_reason: 'We cannot source this brand',
    });
    const again = await call('POST', `${STAFF_RFQ}/requests/${request.id}/decline`, staff, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    const q = await call('POST', `${STAFF_RFQ}/requests/${request.id}/quotes`, staff, quoteBody());
    expect(q.statusCode).toBe(409);
  });
});

describe('add-on services', () => {
  it('lists one catalogue with warehouse services, QC inspection and insurance', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/add-on-services/v1/services' });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((s: { code: string }) => s.code);
    expect(codes).toEqual(
      expect.arrayContaining(['extra_photos', 'wooden_frame', 'qc_inspection', 'insurance']),
    );

    const rfq = await ctx.app.inject({
      method: 'GET',
      url: '/api/add-on-services/v1/services?use=rfq&currency=BDT',
    });
    const services = rfq.json().data as {
      code: string;
      prices: unknown[];
      rate_bps: number | null;
    }[];
    expect(services.map((s) => s.code)).not.toContain('dispose');
    expect(services.find((s) => s.code === 'qc_inspection')!.prices).toEqual([
      { amount: 30_000, currency: 'BDT' },
    ]);
    expect(services.find((s) => s.code === 'insurance')!.rate_bps).toBe(200);
  });
});
