import { money } from '@crossport/money';
import { describe, expect, it } from 'vitest';
import { BkashUnavailable } from '../modules/payments/index.ts';
import { INVOICES } from '../../test/orders-testbed.ts';
import { usePaymentsTestbed } from '../../test/payments-testbed.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/**
 * At most one open bKash payment per invoice (issue #28, docs/payments.md): paying again
 * supersedes the open one, concurrent starts leave one, and a superseded payment is never
 * captured — if bKash charged it all the same, all of it goes to the wallet.
 */
const bed = usePaymentsTestbed();
const { ctx, shopper, placeOrder, pay, callback, customerIdOf, walletBalance, invoice, bkash } =
  bed;

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function startBkash(headers: Record<string, string>, target: string) {
  const res = await pay(headers, target, { gateway: 'bkash' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function paymentOf(headers: Record<string, string>, id: number) {
  const res = await bed.transaction(headers, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The customer's payments in a state, as they see them. */
async function paymentsIn(headers: Record<string, string>, status: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/payment/customer/payment/v1/transactions?per_page=50',
    headers,
  });
  return res.json().data.filter((p: { status: string }) => p.status === status);
}

describe('one open bKash payment per invoice', () => {
  it('supersedes the open payment when the customer pays again, and the new checkout settles', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const first = await startBkash(s.headers, `invoices/${order.invoice_id}`);
    const asked = bkash.calls.query;
    const second = await startBkash(s.headers, `invoices/${order.invoice_id}`);
    expect(second.redirect_url).toMatch(/^https:\/\//);
    // bKash was asked whether it took the first one's money before it was replaced.
    expect(bkash.calls.query).toBe(asked + 1);
    expect(await paymentOf(s.headers, first.id)).toMatchObject({
      status: 'cancelled',
      failure_code: 'superseded',
    });
    expect(await paymentsIn(s.headers, 'pending')).toEqual([
      expect.objectContaining({ id: second.id }),
    ]);

    const paid = await callback(s.headers, second.id, {
      paymentID: second.bkash.payment_id,
      status: 'success',
    });
    expect(paid.json().data.status).toBe('succeeded');
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('paid');
  });

  it('never executes an old tab the customer completes after paying again: nothing is charged for it', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const customerId = await customerIdOf(order.invoice_id);
    const old = await startBkash(s.headers, `invoices/${order.invoice_id}`);
    const current = await startBkash(s.headers, `invoices/${order.invoice_id}`);
    const executed = bkash.calls.execute;

    const late = await callback(s.headers, old.id, {
      paymentID: old.bkash.payment_id,
      status: 'success',
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data).toMatchObject({ status: 'cancelled', failure_code: 'superseded' });
    expect(bkash.calls.execute).toBe(executed);
    expect(bkash.payments.get(old.bkash.payment_id)!.transactionStatus).toBe('Initiated');
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('unpaid');

    // The newest window still pays the invoice, once.
    const paid = await callback(s.headers, current.id, {
      paymentID: current.bkash.payment_id,
      status: 'success',
    });
    expect(paid.json().data.status).toBe('succeeded');
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('paid');
    expect(await walletBalance(customerId)).toBe(0);
  });

  it('credits the whole total, fee included, to the wallet if bKash charged a superseded payment anyway', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const customerId = await customerIdOf(order.invoice_id);
    const old = await startBkash(s.headers, `invoices/${order.invoice_id}`);
    const current = await startBkash(s.headers, `invoices/${order.invoice_id}`);
    bkash.complete(old.bkash.payment_id);

    const late = await callback(s.headers, old.id, {
      paymentID: old.bkash.payment_id,
      status: 'success',
    });
    expect(late.json().data).toMatchObject({
      status: 'succeeded',
      invoices_paid: [],
      failure_code: null,
      bkash: { trx_id: expect.any(String) },
    });
    expect(await walletBalance(customerId)).toBe(old.total.amount);
    // The invoice is the newer payment's to pay; it is still open and still works.
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('unpaid');
    expect((await paymentOf(s.headers, current.id)).status).toBe('pending');
    // Told once, in words that say where the money went.
    const notices = await ctx.app.inject({
      method: 'GET',
      url: '/api/notification/customer/v1/notifications',
      headers: s.headers,
    });
    const aboutPayments = notices
      .json()
      .data.filter((n: { kind: string }) => n.kind.startsWith('payment'));
    expect(aboutPayments).toEqual([
      expect.objectContaining({
        kind: 'payment_credited_to_wallet',
        title: expect.stringContaining('credited to your wallet'),
        link: '/dashboard/wallet',
      }),
    ]);
    // Replays change nothing.
    await callback(s.headers, old.id, { paymentID: old.bkash.payment_id, status: 'success' });
    expect(await bed.entriesWithKey(`payment:${old.id}:settle`)).toBe(1);
    expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });

  it('keeps watching a superseded payment: the job credits it if bKash charged it, and stops once bKash closes it', async () => {
    const s = await shopper();
    const charged = await placeOrder(s);
    const customerId = await customerIdOf(charged.invoice_id);
    const lapsed = { invoice_id: await bed.invoiceFor(customerId, 50_000) };
    const oldCharged = await startBkash(s.headers, `invoices/${charged.invoice_id}`);
    await startBkash(s.headers, `invoices/${charged.invoice_id}`);
    const oldLapsed = await startBkash(s.headers, `invoices/${lapsed.invoice_id}`);
    await startBkash(s.headers, `invoices/${lapsed.invoice_id}`);
    // bKash captured the first without us hearing; the other lapses at bKash.
    bkash.complete(oldCharged.bkash.payment_id);
    bkash.setStatus(oldLapsed.bkash.payment_id, 'Expired');

    await reconcilePayments(bed.services(), { now: later(5) });
    expect(await paymentOf(s.headers, oldCharged.id)).toMatchObject({
      status: 'succeeded',
      invoices_paid: [],
    });
    expect(await walletBalance(customerId)).toBe(oldCharged.total.amount);
    expect(await paymentOf(s.headers, oldLapsed.id)).toMatchObject({
      status: 'cancelled',
      failure_code: 'superseded',
    });
    const check = await bed.services().payments.checkOf(oldLapsed.id);
    expect(check).toMatchObject({
      nextCheckAt: null,
      lastAnswer: expect.stringContaining('Expired'),
    });
  });

  it('settles the open payment instead when bKash already took its money, and starts no second one', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const first = await startBkash(s.headers, `invoices/${order.invoice_id}`);
    // Our execute reached bKash but its answer was lost: the payment is still pending here.
    bkash.complete(first.bkash.payment_id);
    const created = bkash.calls.create;

    const again = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'bkash' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('invoice_not_payable');
    expect(bkash.calls.create).toBe(created);
    expect((await paymentOf(s.headers, first.id)).status).toBe('succeeded');
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('paid');
  });

  it('starts no second payment while bKash cannot say what became of the open one', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const first = await startBkash(s.headers, `invoices/${order.invoice_id}`);
    bkash.failQueries(new BkashUnavailable(new Error('status timed out')));
    try {
      const refused = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'bkash' });
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json().error.message).toContain(`#${first.id}`);
      expect((await paymentOf(s.headers, first.id)).status).toBe('pending');
    } finally {
      bkash.failQueries(null);
    }
    await startBkash(s.headers, `invoices/${order.invoice_id}`);
    expect((await paymentOf(s.headers, first.id)).failure_code).toBe('superseded');
  });

  it('leaves exactly one open payment when six starts for one invoice race', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'bkash' }),
      ),
    );
    // Each is either a checkout or told a newer start replaced it.
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    const open = await paymentsIn(s.headers, 'pending');
    expect(open).toHaveLength(1);
    const started = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.id);
    expect(started).toContain(open[0].id);
    const replaced = await paymentsIn(s.headers, 'cancelled');
    expect(replaced).toHaveLength(5);
    for (const p of replaced) expect(p.failure_code).toBe('superseded');
    const held = await ctx.database.pool.query<{ payment_id: string }>(
      'SELECT payment_id FROM open_bkash_invoices WHERE invoice_id = $1',
      [order.invoice_id],
    );
    expect(held.rows.map((r) => Number(r.payment_id))).toEqual([open[0].id]);
  });

  it('supersedes an open payment of one invoice when a session covering it is paid', async () => {
    const s = await shopper();
    const a = await placeOrder(s);
    const b = { invoice_id: await bed.invoiceFor(await customerIdOf(a.invoice_id), 50_000) };
    const alone = await startBkash(s.headers, `invoices/${a.invoice_id}`);
    const session = await ctx.app.inject({
      method: 'POST',
      url: `${INVOICES}/session`,
      headers: { ...s.headers, 'idempotency-key': `session-${a.invoice_id}` },
      payload: { invoice_ids: [a.invoice_id, b.invoice_id] },
    });
    expect(session.statusCode, session.body).toBe(201);
    const both = await startBkash(s.headers, `session/${session.json().data.id}`);
    expect(await paymentOf(s.headers, alone.id)).toMatchObject({ failure_code: 'superseded' });
    expect((await paymentsIn(s.headers, 'pending')).map((p: { id: number }) => p.id)).toEqual([
      both.id,
    ]);
  });

  it('is a rule of the database: a second open bKash payment of an invoice is refused', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const customerId = await customerIdOf(order.invoice_id);
    const { payments } = bed.services();
    const open = () =>
      payments.transaction((tx) =>
        payments.start(tx, {
          customerId,
          gateway: 'bkash',
          amount: money(100, 'BDT'),
          fee: money(2, 'BDT'),
          invoiceSessionId: 1,
          invoiceIds: [order.invoice_id],
        }),
      );
    await open();
    await expect(open()).rejects.toThrow();
  });
});
