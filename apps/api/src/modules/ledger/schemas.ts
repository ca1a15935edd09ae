import { z } from 'zod';
import { MoneySchema } from '../../platform/schemas.ts';

/** One currency of the customer's wallet: what they can spend, and what payouts hold. */
export const WalletBalanceSchema = z
  .object({
    id: z
      .number()
      .int()
      .describe('The wallet’s id: its transactions are under `{id}/transactions`'),
    currency: z.string().length(3),
    available: MoneySchema,
    held: MoneySchema.describe('Held for payout requests not yet paid out or cancelled'),
  })
  .meta({ id: 'WalletBalance' });

/** Wallet history pages: 20 lines unless asked, at most 100. */
export const WALLET_TRANSACTIONS_PER_PAGE = 20;
export const WALLET_TRANSACTIONS_MAX_PER_PAGE = 100;

export const WalletTransactionsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(WALLET_TRANSACTIONS_MAX_PER_PAGE)
    .default(WALLET_TRANSACTIONS_PER_PAGE),
});

export const WalletTransactionSchema = z
  .object({
    id: z.number().int(),
    kind: z
      .string()
      .describe('wallet_deposit, invoice_payment, refund, payout_hold or payout_release'),
    amount: MoneySchema.describe('Money in is positive, money out negative'),
    balance_after: MoneySchema.describe('The wallet’s balance right after this transaction'),
    reference: z
      .object({ type: z.string(), id: z.string() })
      .describe('What caused it, e.g. `invoice` 17 or `payout` 3'),
    description: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'WalletTransaction' });
