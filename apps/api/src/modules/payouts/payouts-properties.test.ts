import { randomUUID } from 'node:crypto';
import { money } from '@crossport/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Conflict } from '../../platform/errors.ts';
import {
  createLedger,
  ledgerAccount,
  InsufficientFunds,
  type LedgerAccount,
} from '../ledger/index.ts';
import { payoutGateway, type PayoutGatewayCode } from './gateways.ts';
import { usePayoutsTestbed } from './payouts-testbed.ts';
import { PayoutAmountOutOfRange } from './service.ts';
import { PAYOUT_REQUEST_TRANSITIONS } from './state-machine.ts';
import type { PayoutRequestStatus } from './tables.ts';

const bed = usePayoutsTestbed((database) => createLedger(database.db));
const ledger = () => createLedger(bed.database.db);

type Command =
  | { type: 'deposit'; amount: number }
  | { type: 'spend'; amount: number }
  | { type: 'request'; gateway: PayoutGatewayCode; amount: number }
  | { type: 'cancel' | 'approve' | 'reject' | 'complete'; index: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    amount: fc.integer({ min: 1, max: 400_000 }),
  }),
  fc.record({ type: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 200_000 }) }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('request' as const),
      gateway: fc.constantFrom<PayoutGatewayCode>('bkash', 'bank_transfer'),
      amount: fc.integer({ min: 5_000, max: 300_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constantFrom(
        'cancel' as const,
        'approve' as const,
        'reject' as const,
        'complete' as const,
      ),
      index: fc.nat({ max: 20 }),
    }),
  },
);

const TARGET: Record<'cancel' | 'approve' | 'reject' | 'complete', PayoutRequestStatus> = {
  cancel: 'cancelled',
  approve: 'approved',
  reject: 'rejected',
  complete: 'completed',
};

async function deposit(customer: number, amount: number, keys: string[]) {
  const key = `payouts-model:${randomUUID()}`;
  keys.push(key);
  await ledger().transaction((tx) =>
    ledger().post(tx, {
      kind: 'wallet_deposit',
      reference: { type: 'test', id: key.slice(0, 64) },
      idempotencyKey: key,
      postings: [
        { account: ledgerAccount.gatewayClearing('bkash', 'BDT'), amount: money(-amount, 'BDT') },
        { account: ledgerAccount.wallet(customer, 'BDT'), amount: money(amount, 'BDT') },
      ],
    }),
  );
}

async function spend(customer: number, amount: number, keys: string[]) {
  const key = `payouts-model:${randomUUID()}`;
  await ledger().transaction((tx) =>
    ledger().post(tx, {
      kind: 'invoice_payment',
      reference: { type: 'test', id: key.slice(0, 64) },
      idempotencyKey: key,
      postings: [
        { account: ledgerAccount.wallet(customer, 'BDT'), amount: money(-amount, 'BDT') },
        { account: ledgerAccount.revenue('BDT'), amount: money(amount, 'BDT') },
      ],
    }),
  );
  keys.push(key);
}

/** What this run's posting sets moved on a shared house account (other files post there too). */
async function movedBy(account: LedgerAccount, keys: string[]): Promise<number> {
  const { rows } = await bed.database.pool.query<{ total: string | null }>(
    `SELECT sum(p.amount) AS total FROM ledger_postings p
       JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
     WHERE a.key = $1 AND e.idempotency_key = ANY($2)`,
    [account.key, keys],
  );
  return Number(rows[0]?.total ?? 0);
}

async function accountFor(customer: number, gateway: PayoutGatewayCode): Promise<number> {
  const details: Record<string, string> =
    gateway === 'bkash'
      ? { wallet_number: '01711000000' }
      : {
          account_name: 'Test',
          account_number: '12345678',
          bank_name: 'Bank',
          branch_name: 'Branch',
          routing_number: '123456789',
        };
  return (await bed.repository.insertAccount(customer, gateway, details)).id;
}

describe('payouts under any sequence of deposits, spends, requests and staff moves', () => {
  it('keeps every set balanced, no wallet or hold negative, and balances equal a model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 25 }), async (commands) => {
        const customer = await bed.newCustomer();
        const accounts = {
          bkash: await accountFor(customer, 'bkash'),
          bank_transfer: await accountFor(customer, 'bank_transfer'),
        };
        const keys: string[] = [];
        const model = { wallet: 0, held: 0, bkash: 0, bank_transfer: 0, revenue: 0 };
        const requests: {
          id: number;
          status: PayoutRequestStatus;
          amount: number;
          fee: number;
          gateway: PayoutGatewayCode;
        }[] = [];

        for (const command of commands) {
          if (command.type === 'deposit') {
            await deposit(customer, command.amount, keys);
            model.wallet += command.amount;
            model.bkash -= command.amount;
          } else if (command.type === 'spend') {
            const attempt = spend(customer, command.amount, keys);
            if (model.wallet < command.amount) {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientFunds);
              continue;
            }
            await attempt;
            model.wallet -= command.amount;
            model.revenue += command.amount;
          } else if (command.type === 'request') {
            const gateway = payoutGateway(command.gateway)!;
            const attempt = bed.payouts.requestPayout(customer, {
              payout_account_id: accounts[command.gateway],
              amount: command.amount,
            });
            if (command.amount < gateway.min.amount || command.amount > gateway.max.amount) {
              await expect(attempt).rejects.toBeInstanceOf(PayoutAmountOutOfRange);
            } else if (model.wallet < command.amount) {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientFunds);
            } else {
              const made = await attempt;
              requests.push({
                id: made.id,
                status: 'pending',
                amount: command.amount,
                fee: gateway.fee.amount,
                gateway: command.gateway,
              });
              keys.push(
                `payout:${made.id}:hold`,
                `payout:${made.id}:release`,
                `payout:${made.id}:complete`,
              );
              model.wallet -= command.amount;
              model.held += command.amount;
            }
          } else {
            const request = requests[command.index % Math.max(requests.length, 1)];
            if (!request) continue;
            const to = TARGET[command.type];
            const attempt =
              command.type === 'cancel'
                ? bed.payouts.cancel(customer, request.id)
                : command.type === 'reject'
                  ? bed.payouts.reject(request.id, 'model says no')
                  : command.type === 'complete'
                    ? bed.payouts.complete(request.id, `TRX${request.id}`)
                    : bed.payouts[command.type](request.id);
            if (!PAYOUT_REQUEST_TRANSITIONS[request.status].includes(to)) {
              await expect(attempt).rejects.toBeInstanceOf(Conflict);
              continue;
            }
            expect((await attempt).status).toBe(to);
            request.status = to;
            model.held -= request.amount;
            if (to === 'cancelled' || to === 'rejected') model.wallet += request.amount;
            if (to === 'completed') {
              model[request.gateway] += request.amount - request.fee;
              model.revenue += request.fee;
            }
            if (to === 'approved') model.held += request.amount;
          }
        }

        const balanceOf = async (account: LedgerAccount) =>
          (await ledger().balanceOf(account)).amount;
        expect(await balanceOf(ledgerAccount.wallet(customer, 'BDT'))).toBe(model.wallet);
        expect(await balanceOf(ledgerAccount.payoutsInFlight(customer, 'BDT'))).toBe(model.held);
        expect(model.wallet).toBeGreaterThanOrEqual(0);
        expect(model.held).toBeGreaterThanOrEqual(0);
        expect(await movedBy(ledgerAccount.gatewayClearing('bkash', 'BDT'), keys)).toBe(
          model.bkash,
        );
        expect(await movedBy(ledgerAccount.gatewayClearing('bank_transfer', 'BDT'), keys)).toBe(
          model.bank_transfer,
        );
        expect(await movedBy(ledgerAccount.revenue('BDT'), keys)).toBe(model.revenue);
        const held = requests
          .filter((r) => r.status === 'pending' || r.status === 'approved')
          .reduce((sum, r) => sum + r.amount, 0);
        expect(held).toBe(model.held);
        expect(await ledger().audit()).toEqual({ drifted: [], unbalanced: [] });
      }),
      { numRuns: 25 },
    );
  });
});

describe('payouts under concurrency', () => {
  it('30 concurrent payout requests never overdraw the wallet', async () => {
    const customer = await bed.newCustomer();
    const account = await accountFor(customer, 'bkash');
    await deposit(customer, 10 * 20_000 + 5_000, []);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        bed.payouts.requestPayout(customer, { payout_account_id: account, amount: 20_000 }),
      ),
    );
    const made = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(made).toHaveLength(10);
    for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientFunds);
    expect((await ledger().balanceOf(ledgerAccount.wallet(customer, 'BDT'))).amount).toBe(5_000);
    expect((await ledger().balanceOf(ledgerAccount.payoutsInFlight(customer, 'BDT'))).amount).toBe(
      200_000,
    );
    const listed = await bed.payouts.requests(customer, undefined, 1, 100);
    expect(listed.pagination.total).toBe(10);
  });

  it('a cancel racing staff approval ends in exactly one of the two', async () => {
    const customer = await bed.newCustomer();
    const account = await accountFor(customer, 'bkash');
    await deposit(customer, 20 * 10_000, []);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      ids.push(
        (await bed.payouts.requestPayout(customer, { payout_account_id: account, amount: 10_000 }))
          .id,
      );
    }
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const [cancel, approve] = await Promise.allSettled([
          bed.payouts.cancel(customer, id),
          bed.payouts.approve(id),
        ]);
        const won = [cancel, approve].filter((r) => r.status === 'fulfilled');
        expect(won).toHaveLength(1);
        const lost = [cancel, approve].find(
          (r) => r.status === 'rejected',
        ) as PromiseRejectedResult;
        expect(lost.reason).toBeInstanceOf(Conflict);
        return cancel.status === 'fulfilled' ? 'cancelled' : 'approved';
      }),
    );
    const approved = outcomes.filter((o) => o === 'approved').length;
    const cancelled = outcomes.length - approved;
    expect((await ledger().balanceOf(ledgerAccount.payoutsInFlight(customer, 'BDT'))).amount).toBe(
      approved * 10_000,
    );
    expect((await ledger().balanceOf(ledgerAccount.wallet(customer, 'BDT'))).amount).toBe(
      cancelled * 10_000,
    );
    const listed = await bed.payouts.requests(customer, undefined, 1, 100);
    expect(listed.data.map((r) => r.status).sort()).toEqual(
      [...Array(approved).fill('approved'), ...Array(cancelled).fill('cancelled')].sort(),
    );
    expect(await ledger().audit()).toEqual({ drifted: [], unbalanced: [] });
  });
});
