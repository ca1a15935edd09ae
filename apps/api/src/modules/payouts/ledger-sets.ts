import { money, multiplyMoney, subtractMoney } from '@crossport/money';
import { ledgerAccount, type PostingSetInput } from '../ledger/index.ts';
import type { PayoutRequestRow } from './repository.ts';

/**
 * The posting sets of a payout request (docs/payouts.md). Keys derive from the request, so a
 * retried move finds the set already written instead of moving the money twice.
 */
const reference = (request: PayoutRequestRow) => ({ type: 'payout', id: String(request.id) });

/** Wallet −X, payouts in flight +X: the money is the customer's but no longer spendable. */
export function holdSet(request: PayoutRequestRow): PostingSetInput {
  const amount = money(request.amount, request.currency);
  return {
    kind: 'payout_hold',
    reference: reference(request),
    idempotencyKey: `payout:${request.id}:hold`,
    postings: [
      {
        account: ledgerAccount.wallet(request.customerId, request.currency),
        amount: multiplyMoney(amount, -1),
      },
      { account: ledgerAccount.payoutsInFlight(request.customerId, request.currency), amount },
    ],
  };
}

/** Payouts in flight −X, wallet +X: a cancelled or rejected request gives the money back. */
export function releaseSet(request: PayoutRequestRow): PostingSetInput {
  const amount = money(request.amount, request.currency);
  return {
    kind: 'payout_release',
    reference: reference(request),
    idempotencyKey: `payout:${request.id}:release`,
    postings: [
      {
        account: ledgerAccount.payoutsInFlight(request.customerId, request.currency),
        amount: multiplyMoney(amount, -1),
      },
      { account: ledgerAccount.wallet(request.customerId, request.currency), amount },
    ],
  };
}

/**
 * Payouts in flight −X, gateway clearing +(X − fee), revenue +fee: the gateway paid the
 * customer X − fee on our behalf (we owe it that), and the fee is ours.
 */
export function completeSet(request: PayoutRequestRow): PostingSetInput {
  const amount = money(request.amount, request.currency);
  const fee = money(request.fee, request.currency);
  const sent = subtractMoney(amount, fee);
  return {
    kind: 'payout_complete',
    reference: reference(request),
    idempotencyKey: `payout:${request.id}:complete`,
    postings: [
      {
        account: ledgerAccount.payoutsInFlight(request.customerId, request.currency),
        amount: multiplyMoney(amount, -1),
      },
      { account: ledgerAccount.gatewayClearing(request.gateway, request.currency), amount: sent },
      ...(fee.amount > 0
        ? [{ account: ledgerAccount.revenue(request.currency), amount: fee }]
        : []),
    ],
  };
}
