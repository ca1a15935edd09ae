import { describe, expect, it } from 'vitest';
import { BUY, INVOICES } from '../../test/orders-testbed.ts';
import { PAYMENTS, usePaymentsTestbed } from '../../test/payments-testbed.ts';
import { signInCustomer } from '../../test/commerce-fixtures.ts';

const bed = usePaymentsTestbed();
const { ctx, shopper, placeOrder, pay, fundWallet, walletBalance, customerIdOf, invoice } = bed;

/** A shopper with a placed order, its invoice, the customer id and the total due. */
async function orderToPay() {
  const s = await shopper();
  const order = await placeOrder(s);
  const customerId = await customerIdOf(order.invoice_id);
  return { s, order, customerId, due: order.total.amount as number };
}

async function timeline(headers: Record<string, string>, productId: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/tracking/customer/timeline/v1/buy-product/${productId}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { to_status: string; actor: string; note: string | null }[];
}

describe('paying an invoice from the wallet', () => {
  it('settles at once: payment succeeded, invoice paid, wallet debited, products bought next', async () => {
    const { s, order, customerId, due } = await orderToPay();
    await fundWallet(customerId, due + 500);
    const res = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().data;
    expect(payment).toMatchObject({
      gateway: 'wallet',
      status: 'succeeded',
      amount: { amount: due, currency: 'BDT' },
      fee: { amount: 0 },
      redirect_url: null,
      invoices_paid: [{ invoice_id: order.invoice_id, amount: { amount: due } }],
    });
    expect(await walletBalance(customerId)).toBe(500);
    expect(await invoice(s.headers, order.invoice_id)).toMatchObject({
      status: 'paid',
      paid: { amount: due },
      due: { amount: 0 },
    });
    const productId = order.buy_products[0].id;
    const details = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/details/${productId}`,
      headers: s.headers,
    });
    expect(details.json().data.status).toBe('purchasing');
    expect((await timeline(s.headers, productId)).at(-1)).toMatchObject({
      to_status: 'purchasing',
      actor: 'system',
    });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${PAYMENTS}/transactions`,
      headers: s.headers,
    });
    expect(listed.json().data.map((p: { id: number }) => p.id)).toEqual([payment.id]);
    const audit = await bed.services().ledger.audit();
    expect(audit).toEqual({ drifted: [], unbalanced: [] });
  });

  it('takes part payments: partially paid, then paid; never more than is due', async () => {
    const { s, order, customerId, due } = await orderToPay();
    await fundWallet(customerId, due);
    const half = Math.floor(due / 2);
    const first = await pay(s.headers, `invoices/${order.invoice_id}`, {
      gateway: 'wallet',
      amount: half,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await invoice(s.headers, order.invoice_id)).toMatchObject({
      status: 'partially_paid',
      paid: { amount: half },
      due: { amount: due - half },
    });
    const buy = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/details/${order.buy_products[0].id}`,
      headers: s.headers,
    });
    expect(buy.json().data.status).toBe('pending_payment');
    const tooMuch = await pay(s.headers, `invoices/${order.invoice_id}`, {
      gateway: 'wallet',
      amount: due - half + 1,
    });
    expect(tooMuch.statusCode).toBe(422);
    const rest = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.amount.amount).toBe(due - half);
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('paid');
    expect(await walletBalance(customerId)).toBe(0);
    const again = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invoice_not_payable');
  });

  it('refuses with insufficient_funds and leaves nothing half done', async () => {
    const { s, order, customerId, due } = await orderToPay();
    await fundWallet(customerId, due - 1);
    const res = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('insufficient_funds');
    expect(await walletBalance(customerId)).toBe(due - 1);
    expect(await invoice(s.headers, order.invoice_id)).toMatchObject({
      status: 'unpaid',
      paid: { amount: 0 },
    });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${PAYMENTS}/transactions`,
      headers: s.headers,
    });
    expect(listed.json().data).toEqual([]);
  });

  it('replays a retry with the same Idempotency-Key, and refuses the key for another request', async () => {
    const { s, order, customerId, due } = await orderToPay();
    await fundWallet(customerId, due * 2);
    const first = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' }, 'k1');
    const retry = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' }, 'k1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await walletBalance(customerId)).toBe(due);
    const reused = await pay(
      s.headers,
      `invoices/${order.invoice_id}`,
      { gateway: 'wallet', amount: 1 },
      'k1',
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `${INVOICES}/invoices/${order.invoice_id}/pay`,
      headers: s.headers,
      payload: { gateway: 'wallet' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('idempotency_key_missing');
  });

  it('settles 50 concurrent payments against one wallet to the exact balance, never below zero', async () => {
    const { s, customerId } = await orderToPay();
    const ids = [];
    for (let i = 0; i < 50; i += 1) ids.push(await bed.invoiceFor(customerId, 1000));
    await fundWallet(customerId, 20_500);
    const answers = await Promise.all(
      ids.map((id) => pay(s.headers, `invoices/${id}`, { gateway: 'wallet' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 422)).toHaveLength(30);
    expect(await walletBalance(customerId)).toBe(500);
    expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });

  it('credits a cancelled paid product back to the wallet exactly once, and the timeline says so', async () => {
    const { s, order, customerId, due } = await orderToPay();
    await fundWallet(customerId, due);
    expect(
      (await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' })).statusCode,
    ).toBe(201);
    expect(await walletBalance(customerId)).toBe(0);
    const productId = order.buy_products[0].id;
    const cancel = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `${BUY}/${productId}/cancel`,
        headers: s.headers,
        payload: { type: 'product', variation_ids: [], charge_ids: [], cancel_reason: null },
      });
    expect((await cancel()).statusCode).toBe(200);
    const refunded = order.buy_products[0].total.amount as number;
    expect(await walletBalance(customerId)).toBe(refunded);
    expect((await timeline(s.headers, productId)).at(-1)).toMatchObject({
      to_status: 'cancelled',
      actor: 'customer',
      note: expect.stringContaining('returned to your wallet'),
    });
    const after = await invoice(s.headers, order.invoice_id);
    expect(after.paid).toEqual(after.total);
    expect((await cancel()).statusCode).toBe(409);
    expect(await walletBalance(customerId)).toBe(refunded);
    expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });

  it('buys a partly paid product once a cancelled variation leaves the rest paid, crediting the excess', async () => {
    const { s, order, customerId, due } = await orderToPay();
    await fundWallet(customerId, due - 1);
    await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet', amount: due - 1 });
    const product = order.buy_products[0];
    const variationId = product.variations.at(-1).id;
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${product.id}/cancel`,
      headers: s.headers,
      payload: {
        type: 'variations',
        variation_ids: [variationId],
        charge_ids: [],
        cancel_reason: null,
      },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await invoice(s.headers, order.invoice_id);
    const cancelledAmount = -after.lines.at(-1).amount.amount;
    expect(after).toMatchObject({ status: 'paid', due: { amount: 0 } });
    expect(after.paid).toEqual(after.total);
    expect(await walletBalance(customerId)).toBe(cancelledAmount - 1);
    const details = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/details/${product.id}`,
      headers: s.headers,
    });
    expect(details.json().data.status).toBe('purchasing');
  });

  it('answers 404 to a customer paying another customer’s invoice', async () => {
    const { order } = await orderToPay();
    const b = signInCustomer(bed.identity);
    const res = await pay(b, `invoices/${order.invoice_id}`, { gateway: 'wallet' });
    expect(res.statusCode).toBe(404);
  });
});

describe('invoice sessions', () => {
  it('pays two invoices as one total, oldest first', async () => {
    const { s, order, customerId, due } = await orderToPay();
    const second = await bed.invoiceFor(customerId, 1234);
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${INVOICES}/session`,
      headers: s.headers,
      payload: { invoice_ids: [second, order.invoice_id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json().data;
    expect(session).toMatchObject({
      invoice_ids: [order.invoice_id, second],
      due: { amount: due + 1234, currency: 'BDT' },
    });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `${INVOICES}/session/${session.id}`,
      headers: s.headers,
    });
    expect(seen.json().data).toEqual(session);
    await fundWallet(customerId, due + 1234);
    const paid = await pay(s.headers, `session/${session.id}`, { gateway: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.invoices_paid).toEqual([
      { invoice_id: order.invoice_id, amount: { amount: due, currency: 'BDT' } },
      { invoice_id: second, amount: { amount: 1234, currency: 'BDT' } },
    ]);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `${INVOICES}/session/${session.id}`,
      headers: s.headers,
    });
    expect(after.json().data.due.amount).toBe(0);
    expect(await walletBalance(customerId)).toBe(0);
  });

  it('refuses a paid invoice (409), mixed currencies (422) and another customer’s invoice (404)', async () => {
    const { s, order, customerId, due } = await orderToPay();
    const usd = await bed.invoiceFor(customerId, 500, 'USD');
    const session = (ids: number[], headers = s.headers) =>
      ctx.app.inject({
        method: 'POST',
        url: `${INVOICES}/session`,
        headers,
        payload: { invoice_ids: ids },
      });
    const mixed = await session([order.invoice_id, usd]);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error.code).toBe('mixed_currencies');
    const other = signInCustomer(bed.identity);
    expect((await session([order.invoice_id], other)).statusCode).toBe(404);
    await fundWallet(customerId, due);
    await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' });
    const paid = await session([order.invoice_id]);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('invoice_not_payable');
    const tooMany = await session(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('the invoices list by service', () => {
  it('lists Buy-and-Ship invoices, and nothing for Ship-for-me yet', async () => {
    const { s, order } = await orderToPay();
    const list = async (service: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${INVOICES}/invoices?service=${service}`,
          headers: s.headers,
        })
      ).json().data;
    expect((await list('buy-and-ship')).map((i: { id: number }) => i.id)).toEqual([
      order.invoice_id,
    ]);
    expect(await list('ship-for-me')).toEqual([]);
  });
});
