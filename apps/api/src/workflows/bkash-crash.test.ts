import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyServices } from '../modules/index.ts';
import { createBkashClient, createFakeBkash, type FakeBkash } from '../modules/payments/index.ts';
import { INVOICES } from '../../test/orders-testbed.ts';
import { PAYMENTS, usePaymentsTestbed } from '../../test/payments-testbed.ts';
import { fakeBkashEnv, useApiProcesses } from '../../test/api-process.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/**
 * The API is killed (SIGKILL) after bKash captured the money and before the payment was
 * settled: nothing of the settlement was written. The reconciliation job, run after the
 * restart, must settle it exactly once, and the customer's replayed callback must not settle
 * it again.
 */
const bed = usePaymentsTestbed();
let fake: FakeBkash;
/** The API as its own process, against the fake bKash. */
const startApi = useApiProcesses(() => ({
  IDENTITY_URL: bed.identity.url,
  ...fakeBkashEnv(fake),
}));

beforeAll(async () => {
  fake = await createFakeBkash();
});
afterAll(async () => {
  await fake.close();
});

describe('the API killed between bKash’s capture and our settlement', () => {
  it('is settled exactly once by the reconciliation job after the restart', async () => {
    const s = await bed.shopper();
    const order = await bed.placeOrder(s);
    const crashing = await startApi({ CROSSPORT_CRASH_AT: 'after-bkash-execute' });
    const headers = { ...s.headers, 'content-type': 'application/json' };

    const started = await fetch(`${crashing.url}${INVOICES}/invoices/${order.invoice_id}/pay`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `crash-${order.invoice_id}` },
      body: JSON.stringify({ gateway: 'bkash' }),
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const payment = (
      (await started.json()) as { data: { id: number; bkash: { payment_id: string } } }
    ).data;
    fake.approve(payment.bkash.payment_id);

    const callback = JSON.stringify({ paymentID: payment.bkash.payment_id, status: 'success' });
    const died = once(crashing.child, 'exit');
    await expect(
      fetch(`${crashing.url}${PAYMENTS}/transactions/${payment.id}/bkash/execute`, {
        method: 'POST',
        headers,
        body: callback,
      }),
    ).rejects.toThrow();
    const [code, signal] = await died;
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });

    // bKash has the money; we recorded nothing.
    const client = createBkashClient({ baseUrl: fake.url, ...fake.credentials, timeoutMs: 5_000 });
    expect((await client.queryPayment(payment.bkash.payment_id)).transactionStatus).toBe(
      'Completed',
    );
    const services = createMoneyServices(bed.ctx.database.db, { bkash: client });
    expect((await bed.invoice(s.headers, order.invoice_id)).status).toBe('unpaid');
    expect(await bed.entriesWithKey(`payment:${payment.id}:settle`)).toBe(0);

    // After the restart the job settles it, once, however often it runs.
    const later = new Date(Date.now() + 5 * 60_000);
    await reconcilePayments(services, { now: later });
    await reconcilePayments(services, { now: later });
    expect(await bed.entriesWithKey(`payment:${payment.id}:settle`)).toBe(1);
    expect(await bed.invoice(s.headers, order.invoice_id)).toMatchObject({
      status: 'paid',
      paid: order.total,
    });

    // The customer's browser retries the callback against the restarted API: still once.
    const restarted = await startApi();
    const replay = await fetch(
      `${restarted.url}${PAYMENTS}/transactions/${payment.id}/bkash/execute`,
      { method: 'POST', headers, body: callback },
    );
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { data: { status: string } }).data.status).toBe('succeeded');
    expect(await bed.entriesWithKey(`payment:${payment.id}:settle`)).toBe(1);
    expect(await services.ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  }, 90_000);
});
