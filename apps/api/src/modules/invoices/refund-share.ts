import { allocateMoney, money, type Money } from '@crossport/money';

/**
 * The gateway fee that goes back with a refund off an invoice: the refunded part's share of
 * the fee the invoice still holds (bKash's 1.85 % was paid on all of what the invoice kept, so
 * cancelling a product returns the fee paid on it; the shop bears the fee of its own
 * cancellation). Refunding everything still kept returns all of the fee still held.
 */
export function gatewayFeeBack(refund: Money, keptBefore: Money, feeHeld: Money): Money {
  if (refund.amount <= 0 || feeHeld.amount <= 0 || keptBefore.amount <= 0) {
    return money(0, feeHeld.currency);
  }
  const refunded = Math.min(refund.amount, keptBefore.amount);
  return allocateMoney(feeHeld, [refunded, keptBefore.amount - refunded])[0]!;
}
