import { randomUUID } from 'node:crypto';
import { money } from '@crossport/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../src/modules/customers/tables.ts';
import { ledgerAccount } from '../src/modules/ledger/index.ts';
import { createLedgerRepository } from '../src/modules/ledger/repository.ts';
import { createLedgerService } from '../src/modules/ledger/service.ts';
import type { Database } from '../src/platform/database.ts';
import type { FakeIdentity } from './fake-identity.ts';

type Headers = Record<string, string>;

/** The customer id of a signed-in test customer (the customer row is made on first call). */
export async function customerIdOf(
  app: FastifyInstance,
  db: Database,
  identity: FakeIdentity,
  headers: Headers,
): Promise<number> {
  await app.inject({ method: 'GET', url: '/api/wallet/customer/wallet/v1/balance', headers });
  const session = identity.sessions.get(headers['x-session-token'] ?? '') as
    { identity: { id: string } } | undefined;
  if (!session) throw new Error('Not a signed-in test customer');
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.identityId, session.identity.id));
  return row!.id;
}

/** Puts money in a wallet the way a top-up does: gateway clearing −X, wallet +X. */
export async function fundWallet(
  db: Database,
  customerId: number,
  amount: number,
  currency = 'BDT',
): Promise<void> {
  const ledger = createLedgerService(createLedgerRepository(db));
  const key = `test-deposit:${randomUUID()}`;
  await ledger.transaction((tx) =>
    ledger.post(tx, {
      kind: 'wallet_deposit',
      reference: { type: 'test', id: key.slice(0, 64) },
      idempotencyKey: key,
      postings: [
        {
          account: ledgerAccount.gatewayClearing('bkash', currency),
          amount: money(-amount, currency),
        },
        { account: ledgerAccount.wallet(customerId, currency), amount: money(amount, currency) },
      ],
    }),
  );
}
