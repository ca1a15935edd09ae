import { createHash } from 'node:crypto';
import { addMoney, money, subtractMoney, sumMoney, type Money } from '@crossport/money';
import { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { DomainError, Invalid, NotFound } from '../../platform/errors.ts';
import { ledgerAccount, type LedgerAccount } from './accounts.ts';
import type { LedgerPostingRow, LedgerRepository } from './repository.ts';
import { toWalletTransaction } from './wallet-transactions.ts';

export const LEDGER_ENTRY_KINDS = [
  'invoice_payment',
  'wallet_deposit',
  'refund',
  'payout_hold',
  'payout_release',
  'payout_complete',
] as const;

const PostingSetSchema = z.object({
  kind: z.enum(LEDGER_ENTRY_KINDS),
  reference: z.object({
    type: z.string().regex(/^[a-z][a-z_]{0,23}$/),
    id: z.string().min(1).max(64),
  }),
  idempotencyKey: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/),
  postings: z
    .array(
      z.object({
        account: z.custom<LedgerAccount>(),
        amount: z.object({ amount: z.number().int().safe(), currency: z.string().length(3) }),
      }),
    )
    .min(2)
    .max(50),
});

/** A posting set to write: ≥ 2 legs whose signed amounts (credit > 0) sum to zero per currency. */
export type PostingSetInput = z.input<typeof PostingSetSchema>;

export interface LedgerEntry {
  id: number;
  kind: string;
  reference: { type: string; id: string };
  idempotencyKey: string;
  postings: { accountId: number; amount: Money }[];
  createdAt: Date;
}

/** A non-negative account (a wallet, a payout hold) would go below zero. */
export class InsufficientFunds extends DomainError {
  constructor(currency: string) {
    super(422, 'insufficient_funds', `There is not enough money in the ${currency} balance.`);
  }
}

export class IdempotencyKeyReused extends DomainError {
  constructor() {
    super(
      409,
      'idempotency_key_reused',
      'This idempotency key was already used for a different money movement.',
    );
  }
}

/** What makes two posting sets "the same": kind, reference and legs, in a stable order. */
function bodyHash(input: z.output<typeof PostingSetSchema>): string {
  const legs = input.postings
    .map((p) => `${p.account.key}=${p.amount.amount}`)
    .sort()
    .join(',');
  const body = JSON.stringify([input.kind, input.reference.type, input.reference.id, legs]);
  return createHash('sha256').update(body).digest('hex');
}

function refuseUnbalanced(input: z.output<typeof PostingSetSchema>) {
  const byCurrency = new Map<string, Money[]>();
  for (const { account, amount } of input.postings) {
    const value = money(amount.amount, amount.currency);
    if (value.amount === 0) throw new Invalid('A ledger posting cannot be zero.');
    if (value.currency !== account.currency) {
      throw new Invalid(`Account ${account.key} holds ${account.currency}, not ${value.currency}.`);
    }
    byCurrency.set(value.currency, [...(byCurrency.get(value.currency) ?? []), value]);
  }
  for (const [currency, amounts] of byCurrency) {
    if (sumMoney(amounts, currency).amount !== 0) {
      throw new Invalid(`The ledger postings do not sum to zero in ${currency}.`);
    }
  }
}

function toEntry(
  row: { id: number; kind: string; referenceType: string; referenceId: string },
  extra: { idempotencyKey: string; createdAt: Date },
  postings: LedgerPostingRow[],
): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    reference: { type: row.referenceType, id: row.referenceId },
    idempotencyKey: extra.idempotencyKey,
    postings: postings.map((p) => ({
      accountId: p.accountId,
      amount: money(p.amount, p.currency),
    })),
    createdAt: extra.createdAt,
  };
}

export interface WalletBalance {
  /** The wallet's ledger account id: `GET {id}/transactions` lists its history. */
  id: number;
  currency: string;
  available: Money;
  held: Money;
}

export function createLedgerService(repository: LedgerRepository) {
  /**
   * Writes one posting set inside the caller's transaction (under a savepoint, so a refusal
   * leaves the caller's transaction usable). The same idempotency key and body answers the
   * first set and writes nothing (`replayed`); the same key with another body is a 409.
   */
  async function post(
    outer: Transaction,
    raw: PostingSetInput,
  ): Promise<{ entry: LedgerEntry; replayed: boolean }> {
    const parsed = PostingSetSchema.safeParse(raw);
    if (!parsed.success) throw new Invalid('The ledger posting set is not valid.');
    const input = parsed.data;
    refuseUnbalanced(input);
    const hash = bodyHash(input);
    return outer.transaction(async (tx) => {
      const entry = await repository.insertEntry(tx, {
        kind: input.kind,
        referenceType: input.reference.type,
        referenceId: input.reference.id,
        idempotencyKey: input.idempotencyKey,
        bodyHash: hash,
      });
      if (!entry) {
        const first = await repository.entryByKey(tx, input.idempotencyKey);
        if (!first) throw new Error('An idempotency key conflicted but its entry is missing');
        if (first.bodyHash !== hash) throw new IdempotencyKeyReused();
        return {
          entry: toEntry(first, first, await repository.postingsOf(tx, first.id)),
          replayed: true,
        };
      }
      const specs = [...new Map(input.postings.map((p) => [p.account.key, p.account])).values()];
      specs.sort((a, b) => (a.key < b.key ? -1 : 1));
      const accounts = await repository.ensureAccounts(tx, specs);
      const idOf = new Map(accounts.map((a) => [a.key, a.id]));
      const locked = await repository.lockAccounts(tx, [...idOf.values()]);
      for (const account of locked) {
        if (!account.nonNegative) continue;
        const legs = input.postings
          .filter((p) => p.account.key === account.key)
          .map((p) => money(p.amount.amount, p.amount.currency));
        const after = addMoney(
          money(account.balance, account.currency),
          sumMoney(legs, account.currency),
        );
        if (after.amount < 0) throw new InsufficientFunds(account.currency);
      }
      const rows = await repository.writePostings(
        tx,
        entry.id,
        input.postings.map((p) => ({
          accountId: idOf.get(p.account.key) as number,
          amount: p.amount.amount,
          currency: p.account.currency,
        })),
      );
      return { entry: toEntry(entry, entry, rows), replayed: false };
    });
  }

  return {
    post,

    /** Runs `work` in a new transaction: for callers that move money on their own. */
    transaction: repository.transaction,

    /** The balance of one account; zero before its first posting. */
    async balanceOf(account: LedgerAccount): Promise<Money> {
      const [row] = await repository.accountsByKeys([account.key]);
      return money(row?.balance ?? 0, account.currency);
    },

    /** What the customer can spend and what is held for payouts, per currency they hold. */
    async walletBalances(customerId: number): Promise<WalletBalance[]> {
      const rows = await repository.customerAccounts(customerId, [
        'customer_wallet',
        'payouts_in_flight',
      ]);
      // Money reaches payouts_in_flight only from the wallet, so every hold has its wallet.
      const held = new Map(
        rows.filter((r) => r.kind === 'payouts_in_flight').map((r) => [r.currency, r.balance]),
      );
      return rows
        .filter((row) => row.kind === 'customer_wallet')
        .map((row) => ({
          id: row.id,
          currency: row.currency,
          available: money(row.balance, row.currency),
          held: money(held.get(row.currency) ?? 0, row.currency),
        }));
    },

    /** A page of the customer's own wallet's postings, newest first; 404 for any other id. */
    async walletTransactions(customerId: number, walletId: number, page: number, perPage: number) {
      const wallet = await repository.customerAccount(customerId, walletId, 'customer_wallet');
      if (!wallet) throw new NotFound('Wallet');
      const { rows, total } = await repository.accountPostings(
        wallet.id,
        perPage,
        (page - 1) * perPage,
      );
      return {
        data: rows.map(toWalletTransaction),
        pagination: { page, per_page: perPage, total },
      };
    },

    /**
     * Credits the wallet with money staff received outside the site (`wallet_deposit` from
     * `gateway_clearing:manual`); the reference names the entry, so a repeat credits once.
     */
    async creditWallet(
      customerId: number,
      amount: { amount: number; currency: string },
      reference: string,
    ): Promise<WalletBalance> {
      const value = money(amount.amount, amount.currency);
      await repository.transaction((tx) =>
        post(tx, {
          kind: 'wallet_deposit',
          reference: { type: 'manual_credit', id: reference },
          idempotencyKey: `manual_credit:${customerId}:${reference}`,
          postings: [
            {
              account: ledgerAccount.gatewayClearing('manual', value.currency),
              amount: subtractMoney(money(0, value.currency), value),
            },
            { account: ledgerAccount.wallet(customerId, value.currency), amount: value },
          ],
        }),
      );
      const balances = await this.walletBalances(customerId);
      return balances.find((b) => b.currency === value.currency) as WalletBalance;
    },

    /** Accounts whose cached balance drifted and unbalanced sets: both must stay empty. */
    async audit() {
      const [drifted, unbalanced] = await Promise.all([
        repository.driftedAccounts(),
        repository.unbalancedEntries(),
      ]);
      return { drifted, unbalanced };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
