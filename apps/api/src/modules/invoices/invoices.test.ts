import { describe, expect, it } from 'vitest';
import { BUY, INVOICES, useOrdersTestbed } from '../../../test/orders-testbed.ts';

const { ctx, shopper, placeOrder, markPaid } = useOrdersTestbed();
const MARK_PAID = (id: number) => `/api/invoice/admin/invoice/v1/invoices/${id}/mark-paid`;

describe('invoices', () => {
  it('bills a placed order unpaid, with a line per product, and lists it for its customer', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${INVOICES}/invoices?status=unpaid`,
      headers: s.headers,
    });
    expect(list.statusCode).toBe(200);
    const invoice = list.json().data[0];
    expect(invoice).toMatchObject({
      id: order.invoice_id,
      status: 'unpaid',
      subject: { type: 'buy_order', id: order.id },
      total: order.total,
      paid: { amount: 0 },
      due: order.total,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        kind: 'product',
        reference_type: 'buy_product',
        reference_id: order.buy_products[0].id,
        amount: order.buy_products[0].total,
      }),
    ]);
  });

  it('is marked paid by staff once: paid in full, nothing due; a second time is a conflict', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const paid = await markPaid(order.invoice_id);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.invoice).toMatchObject({
      status: 'paid',
      paid: order.total,
      due: { amount: 0 },
    });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `${INVOICES}/invoices/${order.invoice_id}`,
      headers: s.headers,
    });
    expect(seen.json().data.status).toBe('paid');
    const again = await markPaid(order.invoice_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invoice_not_payable');
  });

  it('cannot mark paid an invoice cancelled with everything on it, nor an unknown one', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${order.buy_products[0].id}/cancel`,
      headers: s.headers,
      payload: { type: 'product', variation_ids: [], charge_ids: [], cancel_reason: null },
    });
    expect((await markPaid(order.invoice_id)).statusCode).toBe(409);
    expect((await markPaid(9_000_000_000)).statusCode).toBe(404);
  });

  it('lets only staff mark an invoice paid', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const asCustomer = await ctx.app.inject({
      method: 'POST',
      url: MARK_PAID(order.invoice_id),
      headers: s.headers,
      payload: { method: 'cash', reference: 'R-1' },
    });
    expect(asCustomer.statusCode).toBe(403);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `${INVOICES}/invoices/${order.invoice_id}`,
      headers: s.headers,
    });
    expect(seen.json().data.status).toBe('unpaid');
  });
});
