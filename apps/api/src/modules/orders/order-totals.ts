import {
  addMoney,
  divideRoundHalfUp,
  money,
  multiplyMoney,
  subtractMoney,
  type Money,
} from '@crossport/money';
import type { BuyVariation } from './tables.ts';

/** What the order looked like when it was placed: the only facts its totals need besides lines. */
export interface PlacedOrder {
  currency: string;
  /** Product subtotal at placement, minor units. */
  subtotal: number;
  /** Coupon discount given at placement, minor units. */
  discount: number;
}

export interface OrderTotals {
  subtotal: Money;
  discount: Money;
  total: Money;
}

/** The price of a buy product's lines that are still ordered (cancelled ones cost nothing). */
export function linesTotal(variations: readonly BuyVariation[], currency: string): Money {
  return variations
    .filter((v) => !v.cancelled)
    .reduce(
      (sum, v) => addMoney(sum, multiplyMoney(money(v.unit_price, currency), v.quantity)),
      money(0, currency),
    );
}

/**
 * The one derivation of an order's money from its lines: the order summary, the invoice and
 * the timeline all come from here, so they cannot disagree.
 *
 * The coupon's discount shrinks with the subtotal (cancelling half the order takes back half
 * the discount, cancelling all of it takes back all of it) but never grows past what was given
 * at placement: a coupon promised on the placed order does not pay for a later price rise.
 */
export function orderTotals(
  placed: PlacedOrder,
  products: readonly { variations: readonly BuyVariation[] }[],
): OrderTotals {
  const subtotal = products.reduce(
    (sum, p) => addMoney(sum, linesTotal(p.variations, placed.currency)),
    money(0, placed.currency),
  );
  const scaled =
    placed.subtotal > 0
      ? Number(
          divideRoundHalfUp(
            BigInt(placed.discount) * BigInt(subtotal.amount),
            BigInt(placed.subtotal),
          ),
        )
      : 0;
  const discount = money(
    Math.max(0, Math.min(scaled, placed.discount, subtotal.amount)),
    placed.currency,
  );
  return { subtotal, discount, total: subtractMoney(subtotal, discount) };
}

/**
 * How much the order's total moves when one product's lines change from `before` to `after`,
 * its sibling products staying as they are: the amount of the invoice adjustment.
 */
export function totalChange(
  placed: PlacedOrder,
  siblings: readonly { variations: readonly BuyVariation[] }[],
  before: readonly BuyVariation[],
  after: readonly BuyVariation[],
): Money {
  return subtractMoney(
    orderTotals(placed, [...siblings, { variations: after }]).total,
    orderTotals(placed, [...siblings, { variations: before }]).total,
  );
}

/**
 * What the customer really paid for one product of an order: its lines' part of what was
 * paid for the order (the invoice's `paid`, at most the order total, so the coupon is taken
 * off and an unpaid invoice — a product staff moved on before payment — gives nothing).
 * Shared in proportion to the live lines and rounded down, so the parts of all the order's
 * products never add up to more than was paid: the most disputes on them may refund.
 */
export function paidForProduct(
  placed: PlacedOrder,
  products: readonly { variations: readonly BuyVariation[] }[],
  variations: readonly BuyVariation[],
  invoicePaid: number,
): Money {
  const { subtotal, total } = orderTotals(placed, products);
  const lines = linesTotal(variations, placed.currency).amount;
  const pool = Math.min(invoicePaid, total.amount);
  if (pool <= 0 || lines <= 0 || subtotal.amount <= 0) return money(0, placed.currency);
  const part = (BigInt(pool) * BigInt(lines)) / BigInt(subtotal.amount);
  return money(Number(part), placed.currency);
}
