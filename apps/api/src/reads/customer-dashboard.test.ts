import { describe, expect, it } from 'vitest';
import { fillCartWithNewProduct } from '../../test/commerce-fixtures.ts';
import { multipartFile, sampleFiles } from '../../test/multipart.ts';
import { staff } from '../../test/orders-testbed.ts';
import { useParcelsTestbed } from '../../test/parcels-testbed.ts';

const DASHBOARD = '/api/user/customer/dashboard/v1/overview';
const DAY_MS = 86_400_000;

const bed = useParcelsTestbed();
const { ctx } = bed;
type Customer = Awaited<ReturnType<typeof bed.customer>>;

async function dashboard(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: DASHBOARD, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A request for quotation of the customer's, answered by staff with `quotes` quotes. */
async function quotedRequest(c: Customer, quotes: number) {
  const image = multipartFile(sampleFiles.png, { fileName: 'sample.png' });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/storage/customer/asset/v1/assets',
    headers: { ...c.headers, ...image.headers },
    payload: image.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const request = await ctx.app.inject({
    method: 'POST',
    url: '/api/rfq/customer/v1/requests',
    headers: c.headers,
    payload: {
      product_name: 'Stainless steel water bottle, 750 ml',
      image_ids: [upload.json().data.id],
      quantity: 200,
      specifications: 'Logo printed on one side',
      region_code: 'BD',
      deadline: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    },
  });
  expect(request.statusCode, request.body).toBe(201);
  for (let i = 0; i < quotes; i++) {
    const quote = await ctx.app.inject({
      method: 'POST',
      url: `/api/rfq/admin/v1/requests/${request.json().data.id}/quotes`,
      headers: staff,
      payload: {
        tiers: [{ min_quantity: 100, unit_price: 30_000 + i }],
        moq: 100,
        shipping_estimate: 150_000,
        shipping_method_id: bed.ids.airMethodId,
        shipping_category_id: bed.ids.shippingCategoryId,
        unit_weight_grams: 300,
        source_site: '1688',
        valid_until: new Date(Date.now() + 3 * DAY_MS).toISOString(),
      },
    });
    expect(quote.statusCode, quote.body).toBe(201);
  }
}

describe('the customer dashboard', () => {
  it('adds up what the customer owes, must answer, has on the way and holds, and only theirs', async () => {
    const a = await bed.customer();
    const other = await bed.customer();
    const { product, cartItemId } = await fillCartWithNewProduct(ctx, a.headers);
    const order = await bed.placeOrder({ ...a, product, cartItemId });
    const parcel = await bed.receivedParcel(a, {
      weight_grams: 1200,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
    });
    await quotedRequest(a, 2);
    await bed.fundWallet(a.id, 12_345);

    const orderInvoice = await bed.invoice(a.headers, order.invoice_id);
    const parcelInvoice = await bed.invoice(a.headers, parcel.invoice_id!);
    const notices = await ctx.app.inject({
      method: 'GET',
      url: '/api/notification/customer/v1/notifications?per_page=5',
      headers: a.headers,
    });

    const data = await dashboard(a.headers);
    expect(data.to_pay).toEqual({
      count: 2,
      totals: [{ amount: orderInvoice.due.amount + parcelInvoice.due.amount, currency: 'BDT' }],
      invoices: [parcelInvoice, orderInvoice].map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        subject: invoice.subject,
        due: invoice.due,
        created_at: invoice.created_at,
      })),
    });
    expect(orderInvoice.due.amount).toBeGreaterThan(0);
    expect(data.needs_answer).toEqual({ action_needed: 0, quotes: 2, disputes: 0 });
    expect(data.parcels).toEqual([
      { stage: 'at_warehouse', parcels: 1, orders: 0 },
      { stage: 'in_transit', parcels: 0, orders: 0 },
      { stage: 'arrived', parcels: 0, orders: 0 },
      { stage: 'out_for_delivery', parcels: 0, orders: 0 },
    ]);
    expect(data.wallets).toEqual([
      expect.objectContaining({
        currency: 'BDT',
        available: { amount: 12_345, currency: 'BDT' },
        held: { amount: 0, currency: 'BDT' },
      }),
    ]);
    expect(data.notifications).toEqual({
      data: notices.json().data,
      unread: notices.json().unread,
    });

    expect(await dashboard(other.headers)).toEqual({
      to_pay: { count: 0, totals: [], invoices: [] },
      needs_answer: { action_needed: 0, quotes: 0, disputes: 0 },
      parcels: [
        { stage: 'at_warehouse', parcels: 0, orders: 0 },
        { stage: 'in_transit', parcels: 0, orders: 0 },
        { stage: 'arrived', parcels: 0, orders: 0 },
        { stage: 'out_for_delivery', parcels: 0, orders: 0 },
      ],
      wallets: [],
      notifications: { data: [], unread: 0 },
    });
  });

  it('counts a buy product waiting in Action needed', async () => {
    const s = await bed.shopper();
    const order = await bed.placeOrder(s);
    expect((await bed.markPaid(order.invoice_id)).statusCode).toBe(201);
    const raised = await ctx.app.inject({
      method: 'POST',
      url: '/api/buy-and-ship/admin/buy-action/v1/actions',
      headers: staff,
      payload: {
        buy_product_id: order.buy_products[0].id,
        kind: 'price_change',
        message: 'The seller raised the price',
        proposal: { variations: [{ sku_id: s.product.skuIds[0], unit_price: 20_000 }] },
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const data = await dashboard(s.headers);
    expect(data.needs_answer.action_needed).toBe(1);
    expect(data.to_pay.count).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: DASHBOARD });
    expect(res.statusCode).toBe(401);
  });
});
