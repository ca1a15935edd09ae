import { describe, expect, it } from 'vitest';
import { BkashError, BkashUnavailable } from '../modules/payments/index.ts';
import { BUY } from '../../test/orders-testbed.ts';
import { usePaymentsTestbed } from '../../test/payments-testbed.ts';
import { signInCustomer } from '../../test/commerce-fixtures.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { createJobs } from '../jobs/index.ts';
import { loadConfig } from '../platform/config.ts';

const bed = usePaymentsTestbed();
const { ctx, shopper, placeOrder, pay, callback, customerIdOf, walletBalance, invoice, bkash } =
  bed;

async function orderToPay() {
  const s = await shopper();
  const order = await placeOrder(s);
  return { s, order, customerId: await customerIdOf(order.invoice_id) };
}

/** A started bKash payment of the order's invoice (or `amount` of it). */
async function startBkash(headers: Record<string, string>, invoiceId: number, amount?: number) {
  const res = await pay(headers, `invoices/${invoiceId}`, {
    gateway: 'bkash',
    ...(amount === undefined ? {} : { amount }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('paying by bKash', () => {
  it('starts a pending payment with the 1.85 % fee on top and answers where to approve it', async () => {
    const { s, order } = await orderToPay();
    const due = order.total.amount as number;
    const payment = await startBkash(s.headers, order.invoice_id);
    const fee = Math.floor((due * 185 + 5000) / 10000);
    expect(payment).toMatchObject({
      gateway: 'bkash',
      status: 'pending',
      amount: { amount: due },
      fee: { amount: fee },
      total: { amount: due + fee },
    });
    expect(payment.redirect_url).toMatch(/^https:\/\/sandbox\.bka\.sh\/checkout\//);
    const atBkash = bkash.payments.get(payment.bkash.payment_id)!;
    expect(atBkash.callbackURL).toBe(
      `http://127.0.0.1:3000/dashboard/payment/status?transaction=${payment.id}`,
    );
    expect(atBkash.amount).toBe(((due + fee) / 100).toFixed(2));
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('unpaid');
  });

  it('answers 503 / 502 when bKash cannot start it, leaving nothing behind, and a retry works', async () => {
    const { s, order } = await orderToPay();
    bkash.failNextCreate(new BkashUnavailable(new Error('timeout')));
    const down = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'bkash' });
    expect(down.statusCode).toBe(503);
    bkash.failNextCreate(new BkashError('2023', 'Insufficient Balance'));
    const refused = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'bkash' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.code).toBe('gateway_error');
    // The payment and its key were one transaction with the failed call: both rolled back.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/payment/customer/payment/v1/transactions',
      headers: s.headers,
    });
    expect(listed.json().data).toEqual([]);
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('unpaid');
    const started = await startBkash(s.headers, order.invoice_id);
    expect(started.status).toBe('pending');
  });

  it('settles on the success callback: invoice paid, bKash trxID kept, products bought next', async () => {
    const { s, order, customerId } = await orderToPay();
    const payment = await startBkash(s.headers, order.invoice_id);
    const res = await callback(s.headers, payment.id, {
      paymentID: payment.bkash.payment_id,
      status: 'success',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'succeeded',
      bkash: { trx_id: expect.stringMatching(/^TRX/) },
      invoices_paid: [{ invoice_id: order.invoice_id, amount: order.total }],
    });
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('paid');
    const details = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/details/${order.buy_products[0].id}`,
      headers: s.headers,
    });
    expect(details.json().data.status).toBe('purchasing');
    expect(await walletBalance(customerId)).toBe(0);
  });

  it('settles once when the same success callback arrives 100 times at once', async () => {
    const { s, order, customerId } = await orderToPay();
    const payment = await startBkash(s.headers, order.invoice_id);
    const body = { paymentID: payment.bkash.payment_id, status: 'success' };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => callback(s.headers, payment.id, body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => a.json().data.status))).toEqual(new Set(['succeeded']));
    expect(await bed.entriesWithKey(`payment:${payment.id}:settle`)).toBe(1);
    const paid = await invoice(s.headers, order.invoice_id);
    expect(paid).toMatchObject({ status: 'paid', paid: order.total });
    expect(await walletBalance(customerId)).toBe(0);
    expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });

  it('settles a payment bKash captured even when the browser comes back saying cancel', async () => {
    const { s, order } = await orderToPay();
    const payment = await startBkash(s.headers, order.invoice_id);
    bkash.complete(payment.bkash.payment_id);
    const res = await callback(s.headers, payment.id, {
      paymentID: payment.bkash.payment_id,
      status: 'cancel',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('succeeded');
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('paid');
    expect(await bed.entriesWithKey(`payment:${payment.id}:settle`)).toBe(1);
  });

  it('ends the payment on a failure or cancel callback, with the reason', async () => {
    const { s, order } = await orderToPay();
    for (const [status, ended, code] of [
      ['failure', 'failed', 'declined_at_gateway'],
      ['cancel', 'cancelled', 'cancelled_by_customer'],
    ] as const) {
      const payment = await startBkash(s.headers, order.invoice_id);
      const res = await callback(s.headers, payment.id, {
        paymentID: payment.bkash.payment_id,
        status,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        status: ended,
        failure_code: code,
        failure_reason: expect.any(String),
      });
      // A late success for an ended payment changes nothing.
      const late = await callback(s.headers, payment.id, {
        paymentID: payment.bkash.payment_id,
        status: 'success',
      });
      expect(late.json().data.status).toBe(ended);
    }
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('unpaid');
  });

  it('refuses a callback naming another paymentID (422), and another customer’s payment (404)', async () => {
    const { s, order } = await orderToPay();
    const payment = await startBkash(s.headers, order.invoice_id);
    const wrong = await callback(s.headers, payment.id, {
      paymentID: 'TR00other',
      status: 'success',
    });
    expect(wrong.statusCode).toBe(422);
    const b = signInCustomer(bed.identity);
    const foreign = await callback(b, payment.id, {
      paymentID: payment.bkash.payment_id,
      status: 'success',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await bed.transaction(b, payment.id)).statusCode).toBe(404);
    expect((await bed.transaction(s.headers, payment.id)).json().data.status).toBe('pending');
  });

  it('fails a payment whose bKash amount does not match', async () => {
    const { s, order } = await orderToPay();
    const payment = await startBkash(s.headers, order.invoice_id);
    bkash.setAmount(payment.bkash.payment_id, '1.00');
    const res = await callback(s.headers, payment.id, {
      paymentID: payment.bkash.payment_id,
      status: 'success',
    });
    expect(res.json().data).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringContaining('1.00'),
    });
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('unpaid');
  });

  it('credits a bKash payment that paid nothing to the wallet, fee included, when the invoice was paid another way meanwhile', async () => {
    const { s, order, customerId } = await orderToPay();
    const due = order.total.amount as number;
    const payment = await startBkash(s.headers, order.invoice_id);
    await bed.fundWallet(customerId, due);
    const byWallet = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' });
    expect(byWallet.statusCode, byWallet.body).toBe(201);
    expect(await walletBalance(customerId)).toBe(0);
    const res = await callback(s.headers, payment.id, {
      paymentID: payment.bkash.payment_id,
      status: 'success',
    });
    expect(res.json().data).toMatchObject({ status: 'succeeded', invoices_paid: [] });
    // The customer paid amount + fee at bKash for nothing: all of it is theirs again.
    expect(await walletBalance(customerId)).toBe(payment.total.amount);
    expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });
});

describe('the wallet first, bKash for the rest', () => {
  it('pays what the wallet holds at once and starts bKash for the rest, fee on the rest only', async () => {
    const { s, order, customerId } = await orderToPay();
    const due = order.total.amount as number;
    const held = Math.floor(due / 3);
    await bed.fundWallet(customerId, held);
    const res = await pay(s.headers, `invoices/${order.invoice_id}`, {
      gateway: 'bkash',
      wallet_first: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().data;
    const rest = due - held;
    const fee = Math.floor((rest * 185 + 5000) / 10000);
    expect(payment).toMatchObject({
      gateway: 'bkash',
      status: 'pending',
      amount: { amount: rest },
      fee: { amount: fee },
    });
    expect(payment.redirect_url).toMatch(/^https:\/\/sandbox\.bka\.sh\/checkout\//);
    expect(await walletBalance(customerId)).toBe(0);
    const partly = await invoice(s.headers, order.invoice_id);
    expect(partly).toMatchObject({ status: 'partially_paid', paid: { amount: held } });
    const done = await callback(s.headers, payment.id, {
      paymentID: payment.bkash.payment_id,
      status: 'success',
    });
    expect(done.statusCode, done.body).toBe(200);
    const paid = await invoice(s.headers, order.invoice_id);
    expect(paid).toMatchObject({
      status: 'paid',
      paid: { amount: due },
      gateway_fee: { paid: { amount: fee } },
    });
    expect(await walletBalance(customerId)).toBe(0);
    expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });

  it('is a wallet payment when the wallet covers everything, and nothing at all when bKash cannot start', async () => {
    const covered = await orderToPay();
    const due = covered.order.total.amount as number;
    await bed.fundWallet(covered.customerId, due + 500);
    const byWallet = await pay(covered.s.headers, `invoices/${covered.order.invoice_id}`, {
      gateway: 'bkash',
      wallet_first: true,
    });
    expect(byWallet.statusCode, byWallet.body).toBe(201);
    expect(byWallet.json().data).toMatchObject({
      gateway: 'wallet',
      status: 'succeeded',
      redirect_url: null,
    });
    expect(await walletBalance(covered.customerId)).toBe(500);

    const { s, order, customerId } = await orderToPay();
    await bed.fundWallet(customerId, 1_000);
    bkash.failNextCreate(new BkashUnavailable(new Error('timeout')));
    const down = await pay(s.headers, `invoices/${order.invoice_id}`, {
      gateway: 'bkash',
      wallet_first: true,
    });
    expect(down.statusCode).toBe(503);
    // The wallet's part was in the same transaction: still in the wallet, the invoice unpaid.
    expect(await walletBalance(customerId)).toBe(1_000);
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('unpaid');
    expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });
});

describe('cancelling a product paid by bKash', () => {
  it('returns what was paid for it with its share of the 1.85 % fee, and the invoice adds up', async () => {
    const { s, order, customerId } = await orderToPay();
    const payment = await startBkash(s.headers, order.invoice_id);
    const settled = await callback(s.headers, payment.id, {
      paymentID: payment.bkash.payment_id,
      status: 'success',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const paid = order.total.amount as number;
    const fee = payment.fee.amount as number;
    expect(fee).toBeGreaterThan(0);
    const productId = order.buy_products[0].id;
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${productId}/cancel`,
      headers: s.headers,
      payload: { type: 'product', variation_ids: [], charge_ids: [], cancel_reason: null },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refunded = order.buy_products[0].total.amount as number;
    const after = await invoice(s.headers, order.invoice_id);
    // Paid, refunded and net (what the invoice keeps) add up; the total is what it keeps.
    expect(after.refunded.amount).toBe(refunded);
    expect(after.paid.amount + after.refunded.amount).toBe(paid);
    expect(after.paid).toEqual(after.total);
    expect(after.gateway_fee.paid.amount).toBe(fee);
    // The fee paid on the cancelled part goes back: all of it when nothing is left to keep.
    const feeBack = after.gateway_fee.refunded.amount as number;
    if (refunded === paid) expect(feeBack).toBe(fee);
    else expect(Math.abs(feeBack - (fee * refunded) / paid)).toBeLessThanOrEqual(1);
    expect(await walletBalance(customerId)).toBe(refunded + feeBack);
    expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });
});

describe('reconciling pending bKash payments', () => {
  it('settles exactly once a payment bKash completed whose callback never came', async () => {
    const { s, order } = await orderToPay();
    const payment = await startBkash(s.headers, order.invoice_id);
    bkash.complete(payment.bkash.payment_id);
    const services = bed.services();
    // Too young: left to its callback.
    await reconcilePayments(services);
    expect((await bed.transaction(s.headers, payment.id)).json().data.status).toBe('pending');
    await Promise.all([
      reconcilePayments(services, { now: later(5) }),
      reconcilePayments(services, { now: later(5) }),
    ]);
    await reconcilePayments(services, { now: later(6) });
    expect((await bed.transaction(s.headers, payment.id)).json().data.status).toBe('succeeded');
    expect(await bed.entriesWithKey(`payment:${payment.id}:settle`)).toBe(1);
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('paid');
  });

  it('captures a payment the customer approved but whose callback never came', async () => {
    const { s, order } = await orderToPay();
    const payment = await startBkash(s.headers, order.invoice_id);
    bkash.setStatus(payment.bkash.payment_id, 'Pending Authorized');
    await reconcilePayments(bed.services(), { now: later(5) });
    expect((await bed.transaction(s.headers, payment.id)).json().data.status).toBe('succeeded');
  });

  it('runs every minute in the worker', () => {
    const job = createJobs(loadConfig({}), 'postgres://unused').find(
      (j) => j.name === 'reconcile-payments',
    );
    expect(job?.schedule).toBe('* * * * *');
  });

  it('expires a payment still Initiated after bKash’s expiry, and ends failed or cancelled ones', async () => {
    // One customer, three invoices: one open bKash payment each.
    const { s, order, customerId } = await orderToPay();
    const initiated = await startBkash(s.headers, order.invoice_id);
    const failed = await startBkash(s.headers, await bed.invoiceFor(customerId, 40_000));
    const cancelled = await startBkash(s.headers, await bed.invoiceFor(customerId, 60_000));
    bkash.setStatus(failed.bkash.payment_id, 'Failed');
    bkash.setStatus(cancelled.bkash.payment_id, 'Cancelled');
    const services = bed.services();
    await reconcilePayments(services, { now: later(5) });
    const statusOf = async (id: number) =>
      (await bed.transaction(s.headers, id)).json().data.status;
    expect(await statusOf(initiated.id)).toBe('pending');
    expect(await statusOf(failed.id)).toBe('failed');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    await reconcilePayments(services, { now: later(31) });
    expect(await statusOf(initiated.id)).toBe('expired');
    // Every outcome is known: nothing is left to ask bKash.
    for (const p of [initiated, failed, cancelled]) {
      expect(await services.payments.checkOf(p.id)).toMatchObject({ nextCheckAt: null });
    }
  });
});
