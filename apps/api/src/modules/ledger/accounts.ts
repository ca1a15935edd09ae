import type { NewLedgerAccount } from './repository.ts';

/** Names a ledger account; built only by the functions below so keys never drift. */
export type LedgerAccount = Required<NewLedgerAccount>;

const GATEWAY = /^[a-z][a-z0-9_]{0,31}$/;

function currencyOf(currency: string): string {
  if (!/^[A-Za-z]{3}$/.test(currency)) throw new RangeError(`Not a currency code: ${currency}`);
  return currency.toUpperCase();
}

function customer(kind: 'customer_wallet' | 'payouts_in_flight', id: number, currency: string) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`Not a customer id: ${id}`);
  const cur = currencyOf(currency);
  return { key: `${kind}:${id}:${cur}`, kind, customerId: id, currency: cur, nonNegative: true };
}

function house(kind: 'receivables' | 'revenue' | 'refunds_payable', currency: string) {
  const cur = currencyOf(currency);
  return { key: `${kind}:${cur}`, kind, customerId: null, currency: cur, nonNegative: false };
}

/** The accounts of docs/ledger.md, by what they hold. */
export const ledgerAccount = {
  /** What the customer can spend; never below zero. */
  wallet: (customerId: number, currency: string): LedgerAccount =>
    customer('customer_wallet', customerId, currency),
  /** Wallet money held for a payout request until it is paid out or cancelled. */
  payoutsInFlight: (customerId: number, currency: string): LedgerAccount =>
    customer('payouts_in_flight', customerId, currency),
  /** What a gateway (bkash, bank_transfer) has taken or paid out and not yet settled with us. */
  gatewayClearing(gateway: string, currency: string): LedgerAccount {
    if (!GATEWAY.test(gateway)) throw new RangeError(`Not a gateway name: ${gateway}`);
    const cur = currencyOf(currency);
    return {
      key: `gateway_clearing:${gateway}:${cur}`,
      kind: 'gateway_clearing',
      customerId: null,
      currency: cur,
      nonNegative: false,
    };
  },
  receivables: (currency: string): LedgerAccount => house('receivables', currency),
  revenue: (currency: string): LedgerAccount => house('revenue', currency),
  refundsPayable: (currency: string): LedgerAccount => house('refunds_payable', currency),
};
