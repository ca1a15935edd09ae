import { describe, expect, it } from 'vitest';
import { BkashError, BkashUnavailable, DEFAULT_CHECK_POLICY } from '../modules/payments/index.ts';
import { loadConfig } from '../platform/config.ts';
import { staff } from '../../test/orders-testbed.ts';
import { STAFF_PAYMENTS, usePaymentsTestbed } from '../../test/payments-testbed.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/**
 * A bKash payment whose status check keeps failing is not skipped for ever (issue #28): the
 * job backs off per payment and, after a bounded time, hands it to staff with bKash's last
 * answer; staff re-check it or close it. The job's clock is a parameter, the fake bKash's
 * status calls fail on demand.
 */
const bed = usePaymentsTestbed();
const { ctx, shopper, placeOrder, pay, invoice, bkash } = bed;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const unreachable = () => new BkashUnavailable(new Error('connect ECONNREFUSED 10.0.0.1:443'));

async function pendingBkash() {
  const s = await shopper();
  const order = await placeOrder(s);
  const res = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'bkash' });
  expect(res.statusCode, res.body).toBe(201);
  const payment = res.json().data;
  return { s, order, payment, startedAt: new Date(payment.created_at).getTime() };
}

const checkOf = async (id: number) => (await bed.services().payments.checkOf(id))!;
const reconcileAt = (ms: number, policy = DEFAULT_CHECK_POLICY) =>
  reconcilePayments(bed.services(), { now: new Date(ms), policy });

/** Runs the job whenever the payment's check is due until staff have it; answers the runs. */
async function failUntilReview(id: number, policy = DEFAULT_CHECK_POLICY) {
  let runs = 0;
  for (;;) {
    const check = await checkOf(id);
    if (check.needsReviewSince) return runs;
    expect(check.nextCheckAt).not.toBeNull();
    await reconcileAt(check.nextCheckAt!.getTime(), policy);
    runs += 1;
    expect(runs).toBeLessThan(100);
  }
}

const toReview = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${STAFF_PAYMENTS}/payments/needs-review?per_page=100`,
    headers: staff,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; check: Record<string, unknown> }[];
};

const staffAct = (id: number, action: 'recheck' | 'close', payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `${STAFF_PAYMENTS}/payments/${id}/${action}`,
    headers: staff,
    ...(payload ? { payload } : {}),
  });

/** A payment whose checks failed for a day: in staff's queue. */
async function inReview() {
  const started = await pendingBkash();
  bkash.failQueries(unreachable());
  try {
    await reconcileAt(started.startedAt + 24 * HOUR + MINUTE);
  } finally {
    bkash.failQueries(null);
  }
  expect((await checkOf(started.payment.id)).needsReviewSince).not.toBeNull();
  return started;
}

describe('a bKash payment whose status check keeps failing', () => {
  it('is asked again after 1, 2, 4 … minutes, never more than an hour apart, and not before', async () => {
    const { payment, startedAt } = await pendingBkash();
    bkash.failQueries(unreachable());
    try {
      // Too young: left to its callback.
      await reconcileAt(startedAt + MINUTE);
      expect(await checkOf(payment.id)).toMatchObject({ failedAttempts: 0, lastCheckedAt: null });

      const waits: number[] = [];
      let now = startedAt + DEFAULT_CHECK_POLICY.firstCheckAfterMs;
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        await reconcileAt(now);
        const check = await checkOf(payment.id);
        expect(check).toMatchObject({
          failedAttempts: attempt,
          lastAnswer: expect.stringContaining('could not be reached: connect ECONNREFUSED'),
          needsReviewSince: null,
        });
        const next = check.nextCheckAt!.getTime();
        waits.push((next - now) / MINUTE);
        // A run before it is due leaves it alone.
        await reconcileAt(next - 1000);
        expect((await checkOf(payment.id)).failedAttempts).toBe(attempt);
        now = next;
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    } finally {
      bkash.failQueries(null);
    }
    // bKash answers again: the count starts over and the payment is asked every minute.
    const now = (await checkOf(payment.id)).nextCheckAt!.getTime();
    await reconcileAt(now);
    const check = await checkOf(payment.id);
    expect(check).toMatchObject({
      failedAttempts: 0,
      lastAnswer: expect.stringContaining('bKash: '),
    });
  });

  it('goes to staff’s queue with bKash’s last answer after 24 hours of failing checks, and is not asked again', async () => {
    const { payment, startedAt } = await pendingBkash();
    bkash.failQueries(new BkashError('9999', 'System Error'));
    try {
      const runs = await failUntilReview(payment.id);
      // 2 min, then 1 + 2 + … + 32 min, then hourly: some thirty checks in a day.
      expect(runs).toBeGreaterThan(20);
      expect(runs).toBeLessThan(40);
      const check = await checkOf(payment.id);
      expect(check.needsReviewSince!.getTime() - startedAt).toBeGreaterThanOrEqual(24 * HOUR);
      expect(check.needsReviewSince!.getTime() - startedAt).toBeLessThan(25 * HOUR);
      expect(check.nextCheckAt).toBeNull();

      const queued = (await toReview()).find((p) => p.id === payment.id);
      expect(queued).toMatchObject({
        status: 'pending',
        gateway: 'bkash',
        customer_id: expect.any(Number),
        check: {
          failed_attempts: runs,
          last_answer: 'bKash 9999: System Error',
          next_check_at: null,
          needs_review_since: check.needsReviewSince!.toISOString(),
        },
      });

      const lastChecked = check.lastCheckedAt;
      await reconcileAt(startedAt + 72 * HOUR);
      expect((await checkOf(payment.id)).lastCheckedAt).toEqual(lastChecked);
    } finally {
      bkash.failQueries(null);
    }
    const queues = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/admin/v1/queues',
      headers: staff,
    });
    const queue = queues
      .json()
      .data.find((q: { queue: string }) => q.queue === 'bkash_payments_to_review');
    expect(queue.count).toBeGreaterThanOrEqual(1);
  });

  it('waits as long as configured before staff take over (PAYMENT_REVIEW_AFTER_HOURS)', async () => {
    expect(loadConfig({}).PAYMENT_REVIEW_AFTER_HOURS).toBe(24);
    expect(loadConfig({ PAYMENT_REVIEW_AFTER_HOURS: '6' }).PAYMENT_REVIEW_AFTER_HOURS).toBe(6);
    const { payment, startedAt } = await pendingBkash();
    const policy = { ...DEFAULT_CHECK_POLICY, reviewAfterMs: 6 * HOUR };
    bkash.failQueries(unreachable());
    try {
      await failUntilReview(payment.id, policy);
    } finally {
      bkash.failQueries(null);
    }
    const since = (await checkOf(payment.id)).needsReviewSince!.getTime() - startedAt;
    expect(since).toBeGreaterThanOrEqual(6 * HOUR);
    expect(since).toBeLessThan(7 * HOUR);
  });
});

describe('staff resolving a payment of the needs-review queue', () => {
  it('re-check now: bKash completed it meanwhile, so it settles and leaves the queue', async () => {
    const { s, order, payment } = await inReview();
    bkash.complete(payment.bkash.payment_id);
    const res = await staffAct(payment.id, 'recheck');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'succeeded',
      check: {
        failed_attempts: 0,
        last_answer: expect.stringContaining('Completed'),
        needs_review_since: null,
        next_check_at: null,
      },
    });
    expect((await toReview()).map((p) => p.id)).not.toContain(payment.id);
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('paid');
  });

  it('re-check now that still fails keeps it in the queue with the new answer', async () => {
    const { payment } = await inReview();
    bkash.failQueries(new BkashError('9999', 'System Error'));
    try {
      const res = await staffAct(payment.id, 'recheck');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'pending',
        check: { last_answer: 'bKash 9999: System Error', needs_review_since: expect.any(String) },
      });
    } finally {
      bkash.failQueries(null);
    }
    expect((await toReview()).map((p) => p.id)).toContain(payment.id);
  });

  it('close as expired: the customer reads the reason, the invoice can be paid again, and only once', async () => {
    const { s, order, payment } = await inReview();
    const reason = 'bKash’s merchant portal shows this payment was never approved.';
    const res = await staffAct(payment.id, 'close', { status: 'expired', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'expired',
      failure_code: 'closed_by_staff',
      failure_reason: reason,
      check: { needs_review_since: null, next_check_at: null },
    });
    const seen = await bed.transaction(s.headers, payment.id);
    expect(seen.json().data).toMatchObject({ status: 'expired', failure_reason: reason });
    expect((await toReview()).map((p) => p.id)).not.toContain(payment.id);

    expect((await staffAct(payment.id, 'close', { status: 'failed', reason })).statusCode).toBe(
      409,
    );
    expect((await staffAct(payment.id, 'recheck')).statusCode).toBe(409);
    // Its invoice is free: a new bKash payment starts without replacing anything.
    const again = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'bkash' });
    expect(again.statusCode, again.body).toBe(201);
    expect((await bed.transaction(s.headers, payment.id)).json().data.failure_code).toBe(
      'closed_by_staff',
    );
  });

  it('refuses to close a payment the job is still checking', async () => {
    const { payment } = await pendingBkash();
    const res = await staffAct(payment.id, 'close', { status: 'failed', reason: 'Too early.' });
    expect(res.statusCode).toBe(409);
  });
});
