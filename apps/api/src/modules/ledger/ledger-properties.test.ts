import { randomUUID } from 'node:crypto';
import { money } from '@crossport/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerAccount, type LedgerAccount } from './accounts.ts';
import { useLedgerTestbed } from './ledger-testbed.ts';
import { InsufficientFunds, type PostingSetInput } from './service.ts';

const bed = useLedgerTestbed();

// Currencies no other test file posts in: the house accounts (revenue, receivables, clearing)
// are per currency and shared, and test files run in parallel.
const CURRENCIES = ['EUR', 'JPY'] as const;
type Currency = (typeof CURRENCIES)[number];

/** One money movement of the product, as the later workflows will post it. */
type Command =
  | { type: 'deposit' | 'payByGateway'; currency: Currency; amount: number }
  | { type: 'payByWallet' | 'refund'; currency: Currency; amount: number }
  | { type: 'payoutHold' | 'payoutRelease' | 'payoutComplete'; currency: Currency; amount: number }
  | { type: 'retry'; index: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constantFrom(
      'deposit',
      'payByGateway',
      'payByWallet',
      'refund',
      'payoutHold',
      'payoutRelease',
      'payoutComplete',
    ),
    currency: fc.constantFrom(...CURRENCIES),
    amount: fc.integer({ min: 1, max: 50_000 }),
  }) as fc.Arbitrary<Command>,
  fc.record({ type: fc.constant('retry' as const), index: fc.nat({ max: 40 }) }),
);

/** The accounts one run touches: its own customer, and the shared house accounts. */
function accountsOf(customer: number, currency: Currency) {
  return {
    wallet: ledgerAccount.wallet(customer, currency),
    held: ledgerAccount.payoutsInFlight(customer, currency),
    bkash: ledgerAccount.gatewayClearing('bkash', currency),
    bank: ledgerAccount.gatewayClearing('bank_transfer', currency),
    receivables: ledgerAccount.receivables(currency),
    revenue: ledgerAccount.revenue(currency),
  };
}

/** The posting set of a command: [debited account, credited account]. */
function legsOf(
  command: Exclude<Command, { type: 'retry' }>,
  customer: number,
): { kind: PostingSetInput['kind']; from: LedgerAccount; to: LedgerAccount } {
  const a = accountsOf(customer, command.currency);
  switch (command.type) {
    case 'deposit':
      return { kind: 'wallet_deposit', from: a.bkash, to: a.wallet };
    case 'payByGateway':
      return { kind: 'invoice_payment', from: a.bkash, to: a.receivables };
    case 'payByWallet':
      return { kind: 'invoice_payment', from: a.wallet, to: a.receivables };
    case 'refund':
      return { kind: 'refund', from: a.revenue, to: a.wallet };
    case 'payoutHold':
      return { kind: 'payout_hold', from: a.wallet, to: a.held };
    case 'payoutRelease':
      return { kind: 'payout_release', from: a.held, to: a.wallet };
    case 'payoutComplete':
      return { kind: 'payout_complete', from: a.held, to: a.bank };
  }
}

describe('ledger under any sequence of payments, refunds and payouts', () => {
  it('keeps every set balanced, no wallet or hold below zero, and balances equal a model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 30 }), async (commands) => {
        const customer = await bed.newCustomer();
        const tracked = CURRENCIES.flatMap((c) => Object.values(accountsOf(customer, c)));
        const start = new Map<string, number>();
        for (const account of tracked) {
          start.set(account.key, (await bed.ledger.balanceOf(account)).amount);
        }
        const model = new Map(start);
        const posted: PostingSetInput[] = [];

        for (const command of commands) {
          if (command.type === 'retry') {
            const earlier = posted[command.index % Math.max(posted.length, 1)];
            if (!earlier) continue;
            const result = await bed.ledger.transaction((tx) => bed.ledger.post(tx, earlier));
            expect(result.replayed).toBe(true);
            continue;
          }
          const { kind, from, to } = legsOf(command, customer);
          const key = randomUUID();
          const input: PostingSetInput = {
            kind,
            reference: { type: 'test', id: key },
            idempotencyKey: key,
            postings: [
              { account: from, amount: money(-command.amount, command.currency) },
              { account: to, amount: money(command.amount, command.currency) },
            ],
          };
          const fromBalance = model.get(from.key) ?? 0;
          const overdraws = from.nonNegative && fromBalance < command.amount;
          const attempt = bed.ledger.transaction((tx) => bed.ledger.post(tx, input));
          if (overdraws) {
            await expect(attempt).rejects.toBeInstanceOf(InsufficientFunds);
            continue;
          }
          await attempt;
          posted.push(input);
          model.set(from.key, fromBalance - command.amount);
          model.set(to.key, (model.get(to.key) ?? 0) + command.amount);
        }

        for (const account of tracked) {
          const balance = (await bed.ledger.balanceOf(account)).amount;
          // House accounts carry earlier runs' balances (runs are sequential): the model starts there.
          expect(balance, account.key).toBe(model.get(account.key));
          if (account.nonNegative) expect(balance).toBeGreaterThanOrEqual(0);
        }
        expect(await bed.ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
      }),
      { numRuns: 40 },
    );
  });
});
