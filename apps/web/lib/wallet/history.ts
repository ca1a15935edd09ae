import { formatMoney, type Money } from '@crossport/money';

/** What moved money in or out of the wallet, as the ledger names it (docs/payments.md). */
export const historyKinds = [
  'invoice_payment',
  'wallet_deposit',
  'refund',
  'payout_hold',
  'payout_release',
  'payout_complete',
] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** The label key of a kind; a kind added to the API since reads as a plain "adjustment". */
export function historyKind(kind: string): HistoryKind | 'other' {
  return (historyKinds as readonly string[]).includes(kind) ? (kind as HistoryKind) : 'other';
}

/** Money in is a credit (green, "+"), money out a debit (red, "−"). */
export function historyTone(amount: Money): 'credit' | 'debit' {
  return amount.amount < 0 ? 'debit' : 'credit';
}

/**
 * A signed amount with its sign always shown ("+৳500.00", "−৳500.00"), so a colour-blind
 * reader sees the direction too. The minus is U+2212, which Intl's own "-" is not.
 */
export function signedMoney(amount: Money, locale: string): string {
  const magnitude = formatMoney({ ...amount, amount: Math.abs(amount.amount) }, locale);
  return `${amount.amount < 0 ? '\u2212' : '+'}${magnitude}`;
}
