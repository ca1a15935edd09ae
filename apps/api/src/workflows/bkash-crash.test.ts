import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMoneyServices } from '../modules/index.ts';
import { createBkashClient, createFakeBkash, type FakeBkash } from '../modules/payments/index.ts';
import { INVOICES } from '../../test/orders-testbed.ts';
import { PAYMENTS, usePaymentsTestbed } from '../../test/payments-testbed.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/**
 * The API is killed (SIGKILL) after bKash captured the money and before the payment was
 * settled: nothing of the settlement was written. The reconciliation job, run after the
 * restart, must settle it exactly once, and the customer's replayed callback must not settle
 * it again.
 */
const bed = usePaymentsTestbed();
let fake: FakeBkash;
const children: ChildProcess[] = [];

beforeAll(async () => {
  fake = await createFakeBkash();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await fake.close();
});

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

/** The API as its own process (`apps/api/src/server.ts`), against the fake bKash. */
async function startApi(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: inject('databaseUrl'),
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      IDENTITY_URL: bed.identity.url,
      SESSION_CACHE_SECONDS: '0',
      BKASH_BASE_URL: fake.url,
      BKASH_APP_KEY: fake.credentials.appKey,
      BKASH_APP_SECRET: fake.credentials.appSecret,
      BKASH_USERNAME: fake.credentials.username,
      BKASH_PASSWORD: fake.credentials.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode})`);
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The API did not start in 30 s');
}

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
