/**
 * The pay-by-wallet scenario of `npm run bench`: one signed-in customer (a whoami stand-in on
 * 127.0.0.1), a funded wallet and many unpaid invoices, each paid once by
 * `POST invoices/{id}/pay { gateway: 'wallet' }` with its own Idempotency-Key. Afterwards the
 * ledger must balance to the paisa: what left the wallet is exactly what the paid invoices
 * were, and no posting set is unbalanced or cached balance drifted.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { money } from '@crossport/money';
import { createMoneyServices } from '../src/modules/index.ts';
import { ledgerAccount } from '../src/modules/ledger/index.ts';
import type { DatabaseHandle } from '../src/platform/database.ts';

const INVOICE_TOTAL = 12_345;
export const TOKEN = `bench-${randomUUID()}`;

/** Answers `GET /sessions/whoami` for the bench customer's token, like the identity service. */
export async function startBenchIdentity(): Promise<{ url: string; close(): void }> {
  const email = `bench-${Date.now()}@example.com`;
  const session = {
    id: randomUUID(),
    active: true,
    identity: {
      id: randomUUID(),
      schema_id: 'default',
      traits: { email, name: 'Bench Customer' },
      verifiable_addresses: [{ value: email, verified: true, via: 'email' }],
      metadata_public: null,
    },
  };
  const server = http.createServer((request, response) => {
    const ok = request.headers['x-session-token'] === TOKEN;
    response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? session : { error: { code: 401 } }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

export interface WalletBench {
  invoiceIds: number[];
  next(): number;
  /** Checks the ledger after the run; throws when a paisa is missing or counted twice. */
  check(): Promise<string>;
}

/** Creates the customer (first signed-in call), `count` unpaid invoices and enough money. */
export async function prepareWalletBench(
  { db, pool }: DatabaseHandle,
  apiUrl: string,
  count: number,
): Promise<WalletBench> {
  const headers = { 'x-session-token': TOKEN, accept: 'application/json' };
  const first = await fetch(`${apiUrl}/api/wallet/customer/wallet/v1/balance`, { headers });
  if (!first.ok) throw new Error(`The bench customer cannot sign in (${first.status})`);
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM customers ORDER BY id DESC LIMIT 1`,
  );
  const customerId = rows[0]!.id;
  const created = await pool.query<{ id: number }>(
    `INSERT INTO invoices (customer_id, subject_type, subject_id, currency, total)
     SELECT $1, 'bench', n, 'BDT', $2 FROM generate_series(1, $3) AS n RETURNING id`,
    [customerId, INVOICE_TOTAL, count],
  );
  const invoiceIds = created.rows.map((row) => Number(row.id));
  const services = createMoneyServices(db);
  const funded = INVOICE_TOTAL * count;
  await services.ledger.transaction((tx) =>
    services.ledger.post(tx, {
      kind: 'wallet_deposit',
      reference: { type: 'bench', id: randomUUID() },
      idempotencyKey: `bench:deposit:${randomUUID()}`,
      postings: [
        { account: ledgerAccount.gatewayClearing('manual', 'BDT'), amount: money(-funded, 'BDT') },
        { account: ledgerAccount.wallet(customerId, 'BDT'), amount: money(funded, 'BDT') },
      ],
    }),
  );
  let turn = 0;
  return {
    invoiceIds,
    next: () => invoiceIds[turn++ % invoiceIds.length]!,
    async check() {
      const paid = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM invoices WHERE id = ANY($1) AND status = 'paid'`,
        [invoiceIds],
      );
      const paidCount = Number(paid.rows[0]!.n);
      const balance = await services.ledger.balanceOf(ledgerAccount.wallet(customerId, 'BDT'));
      const expected = funded - paidCount * INVOICE_TOTAL;
      const audit = await services.ledger.audit();
      const problems = [
        balance.amount !== expected &&
          `wallet ${balance.amount} ≠ ${expected} (funded ${funded}, ${paidCount} invoices paid)`,
        audit.drifted.length && `${audit.drifted.length} accounts drifted`,
        audit.unbalanced.length && `${audit.unbalanced.length} unbalanced posting sets`,
      ].filter(Boolean);
      if (problems.length) throw new Error(`Ledger check failed: ${problems.join('; ')}`);
      return `ledger balanced: ${paidCount} invoices paid, wallet ${balance.amount} = funded − paid`;
    },
  };
}

export const walletHeaders = () => ({
  'x-session-token': TOKEN,
  'content-type': 'application/json',
  'idempotency-key': randomUUID(),
  accept: 'application/json',
  'x-region': 'BD',
});
