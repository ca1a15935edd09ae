import { money, type Money } from '@crossport/money';
import type { AccountPostingRow } from './repository.ts';

/** One line of the wallet's history, in the customer's words. */
export interface WalletTransaction {
  id: number;
  kind: string;
  /** Signed: money in is positive, money out negative. */
  amount: Money;
  balance_after: Money;
  reference: { type: string; id: string };
  description: string;
  created_at: string;
}

/** What the customer calls what a posting set points at. */
const REFERENCE_NAMES: Record<string, string> = {
  invoice: 'invoice',
  payment: 'payment',
  payout: 'payout request',
};

function referenceName(type: string, id: string): string {
  return `${REFERENCE_NAMES[type] ?? type.replace(/_/g, ' ')} #${id}`;
}

/** The sentence a customer reads for a posting on their wallet (money in when `amount > 0`). */
export function describeWalletPosting(
  row: Pick<AccountPostingRow, 'kind' | 'amount' | 'reference_type' | 'reference_id'>,
): string {
  const what = referenceName(row.reference_type, row.reference_id);
  switch (row.kind) {
    case 'wallet_deposit':
      return 'Money added to your wallet';
    case 'invoice_payment':
      return row.amount < 0 ? `Paid ${what}` : `Overpayment of ${what} kept in your wallet`;
    case 'refund':
      return `Refund for ${what}`;
    case 'payout_hold':
      return `Held for ${what}`;
    case 'payout_release':
      return `Returned from ${what}`;
    default:
      return row.amount < 0 ? `Paid out (${what})` : `Received (${what})`;
  }
}

export function toWalletTransaction(row: AccountPostingRow): WalletTransaction {
  return {
    id: row.id,
    kind: row.kind,
    amount: money(row.amount, row.currency),
    balance_after: money(row.balance_after, row.currency),
    reference: { type: row.reference_type, id: row.reference_id },
    description: describeWalletPosting(row),
    created_at: row.created_at.toISOString(),
  };
}
