import { divideRoundHalfUp, money, subtractMoney, type Money } from '@crossport/money';
import type { z } from 'zod';
import { Unprocessable } from '../../platform/errors.ts';
import type { Transaction } from '../../platform/database.ts';
import type { CouponRow, DiscountsRepository } from './repository.ts';
import type { CouponQuoteSchema, DiscountSchema } from './schemas.ts';

type Discount = z.infer<typeof DiscountSchema>;
export type CouponQuote = z.infer<typeof CouponQuoteSchema> & { couponId: number };

const BPS = 10_000n;

function refuse(reason: string, message: string): never {
  throw new Unprocessable(message, [{ field: 'body.code', message: reason }]);
}

function moneyOf(amount: number | null, currency: string | null): Money | null {
  return amount === null || currency === null ? null : money(amount, currency);
}

/**
 * What the customer has done before, as the coupon rules need it. Orders belong to another
 * module, so the wiring hands the discounts service this port instead of their tables.
 */
export interface CustomerHistory {
  /** Orders the customer placed (committed), leaving out `excludingOrderId`; inside `tx` if given. */
  ordersPlaced(
    customerId: number,
    options: { tx?: Transaction; excludingOrderId?: number },
  ): Promise<number>;
}

/** The discount a coupon gives on a subtotal, or why it gives none (spec: issue 5). */
export function quoteCoupon(
  coupon: CouponRow | undefined,
  subtotal: Money,
  context: { regionCode: string; usesSoFar: number; ordersBefore: number; now: Date },
): Omit<CouponQuote, 'description'> & { description: string } {
  if (!coupon || !coupon.isActive || coupon.startsAt > context.now) {
    refuse('unknown_coupon', 'This coupon code is not valid.');
  }
  if (coupon.expiresAt && coupon.expiresAt <= context.now) {
    refuse('expired', 'This coupon has expired.');
  }
  if (coupon.regionCode && coupon.regionCode !== context.regionCode) {
    refuse('wrong_region', 'This coupon is not valid in your region.');
  }
  if (coupon.currency && coupon.currency !== subtotal.currency) {
    refuse('wrong_currency', `This coupon applies to ${coupon.currency} orders.`);
  }
  if (coupon.perCustomerLimit !== null && context.usesSoFar >= coupon.perCustomerLimit) {
    refuse('limit_reached', 'You have already used this coupon as often as it allows.');
  }
  if (coupon.firstOrderOnly && context.ordersBefore > 0) {
    refuse('first_order_only', 'This coupon is for your first order only.');
  }
  if (coupon.minSpend !== null && subtotal.amount < coupon.minSpend) {
    refuse(
      'min_spend_not_met',
      `Spend at least ${coupon.minSpend} ${subtotal.currency} minor units to use this coupon.`,
    );
  }
  let discount =
    coupon.kind === 'percent'
      ? Number(divideRoundHalfUp(BigInt(subtotal.amount) * BigInt(coupon.percentBps ?? 0), BPS))
      : (coupon.amount ?? 0);
  if (coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  discount = Math.min(discount, subtotal.amount);
  return {
    couponId: coupon.id,
    code: coupon.code,
    description: coupon.description,
    subtotal,
    discount: money(discount, subtotal.currency),
    total: subtractMoney(subtotal, money(discount, subtotal.currency)),
  };
}

export function createDiscountsService(repository: DiscountsRepository, history: CustomerHistory) {
  function toDiscount(row: CouponRow, uses: number): Discount {
    return {
      code: row.code,
      description: row.description,
      kind: row.kind,
      percent_bps: row.percentBps,
      amount: moneyOf(row.amount, row.currency),
      max_discount: moneyOf(row.maxDiscount, row.currency),
      min_spend: moneyOf(row.minSpend, row.currency),
      region_code: row.regionCode,
      expires_at: row.expiresAt?.toISOString() ?? null,
      first_order_only: row.firstOrderOnly,
      uses_left: row.perCustomerLimit === null ? null : Math.max(0, row.perCustomerLimit - uses),
    };
  }

  return {
    async list(customerId: number, regionCode: string): Promise<Discount[]> {
      const rows = await repository.listActive(regionCode, customerId);
      const uses = await repository.usesBy(
        rows.map((r) => r.id),
        customerId,
      );
      return rows.map((row) => toDiscount(row, uses.get(row.id) ?? 0));
    },

    async validate(
      customerId: number,
      regionCode: string,
      code: string,
      subtotal: Money,
    ): Promise<CouponQuote> {
      const coupon = await repository.findByCodeFor(code.toUpperCase(), customerId);
      const [uses, ordersBefore] = await Promise.all([
        coupon ? repository.usesBy([coupon.id], customerId) : new Map<number, number>(),
        coupon?.firstOrderOnly ? history.ordersPlaced(customerId, {}) : 0,
      ]);
      return quoteCoupon(coupon, subtotal, {
        regionCode,
        usesSoFar: uses.get(coupon?.id ?? 0) ?? 0,
        ordersBefore,
        now: new Date(),
      });
    },

    /**
     * Applies a coupon inside the order's transaction: re-checks every rule, the per-customer
     * limit and "first order only" under a lock on (coupon, customer), so two checkouts at once
     * cannot both use a single-use or first-order coupon. Each check after the lock is a new
     * statement and so sees what the other checkout committed.
     */
    async redeem(
      tx: Transaction,
      input: {
        customerId: number;
        regionCode: string;
        code: string;
        subtotal: Money;
        orderId: number;
      },
    ): Promise<CouponQuote> {
      const coupon = await repository.findByCodeFor(input.code.toUpperCase(), input.customerId);
      if (coupon) await repository.lockFor(tx, coupon.id, input.customerId);
      const uses = coupon
        ? await repository.usesBy([coupon.id], input.customerId, tx)
        : new Map<number, number>();
      const ordersBefore = coupon?.firstOrderOnly
        ? await history.ordersPlaced(input.customerId, { tx, excludingOrderId: input.orderId })
        : 0;
      const quote = quoteCoupon(coupon, input.subtotal, {
        regionCode: input.regionCode,
        usesSoFar: uses.get(coupon?.id ?? 0) ?? 0,
        ordersBefore,
        now: new Date(),
      });
      await repository.redeem(tx, {
        couponId: quote.couponId,
        customerId: input.customerId,
        orderId: input.orderId,
        discountAmount: quote.discount.amount,
        currency: quote.discount.currency,
      });
      return quote;
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
