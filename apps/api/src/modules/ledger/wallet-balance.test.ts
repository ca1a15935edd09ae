import { money } from '@crossport/money';
import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { identitySession, useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ledgerAccount } from './accounts.ts';
import { createLedgerRepository } from './repository.ts';
import { createLedgerService } from './service.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const url = '/api/wallet/customer/wallet/v1/balance';

async function customerIdOf(headers: Record<string, string>): Promise<number> {
  const session = identity.sessions.get(headers['x-session-token'] ?? '') as
    ReturnType<typeof identitySession> | undefined;
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    'SELECT id FROM customers WHERE identity_id = $1',
    [session?.identity.id],
  );
  return rows[0]!.id;
}

describe('wallet balance', () => {
  it('answers the signed-in customer’s own balance per currency, with payout holds', async () => {
    const headers = signInCustomer(identity);
    const empty = await ctx.app.inject({ method: 'GET', url, headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [] });

    const customer = await customerIdOf(headers);
    const other = signInCustomer(identity);
    await ctx.app.inject({ method: 'GET', url, headers: other });
    const ledger = createLedgerService(createLedgerRepository(ctx.database.db));
    const move = (
      key: string,
      from: ReturnType<typeof ledgerAccount.wallet>,
      to: typeof from,
      n: number,
    ) =>
      ledger.transaction((tx) =>
        ledger.post(tx, {
          kind: key.startsWith('hold') ? 'payout_hold' : 'wallet_deposit',
          reference: { type: 'test', id: key },
          idempotencyKey: `wallet-balance-${customer}-${key}`,
          postings: [
            { account: from, amount: money(-n, from.currency) },
            { account: to, amount: money(n, to.currency) },
          ],
        }),
      );
    await move(
      'deposit-bdt',
      ledgerAccount.gatewayClearing('bkash', 'BDT'),
      ledgerAccount.wallet(customer, 'BDT'),
      10_000,
    );
    await move(
      'deposit-usd',
      ledgerAccount.gatewayClearing('bkash', 'USD'),
      ledgerAccount.wallet(customer, 'USD'),
      500,
    );
    await move(
      'hold-bdt',
      ledgerAccount.wallet(customer, 'BDT'),
      ledgerAccount.payoutsInFlight(customer, 'BDT'),
      2_500,
    );

    const mine = await ctx.app.inject({ method: 'GET', url, headers });
    expect(mine.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          currency: 'BDT',
          available: money(7_500, 'BDT'),
          held: money(2_500, 'BDT'),
        },
        {
          id: expect.any(Number),
          currency: 'USD',
          available: money(500, 'USD'),
          held: money(0, 'USD'),
        },
      ],
    });
    expect((await ctx.app.inject({ method: 'GET', url, headers: other })).json()).toEqual({
      data: [],
    });
  });

  it('asks a guest to sign in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});
