import {
  convertFromSource,
  divideRoundHalfUp,
  minorDigits,
  money,
  type ExchangeTerms,
  type Money,
} from '@crossport/money';

const BPS = 10_000n;
const MICROS = 1_000_000n;

/**
 * The one rule for a product price in the customer's currency: the CNY price × the region's
 * rate, plus its markup (both in `convertFromSource`, rounded half up to the currency's minor
 * unit), then less the customer's own discount, rounded the same way.
 */
export function priceInRegion(sourceAmount: number, terms: ExchangeTerms, discountBps = 0): Money {
  const converted = convertFromSource(money(sourceAmount, terms.sourceCurrency), terms);
  if (discountBps <= 0) return converted;
  const kept = BigInt(converted.amount) * (BPS - BigInt(Math.min(discountBps, 10_000)));
  return money(Number(divideRoundHalfUp(kept, BPS)), converted.currency);
}

/**
 * The CNY amount whose regional price is `targetAmount`, for turning a customer's price filter
 * into a filter on stored CNY prices. Rounded down for a lower bound and up for an upper bound,
 * so the filter never drops a product whose shown price is inside the range.
 */
export function sourceAmountFor(
  targetAmount: number,
  terms: ExchangeTerms,
  bound: 'lower' | 'upper',
): number {
  const sourceScale = 10n ** BigInt(minorDigits(terms.sourceCurrency));
  const targetScale = 10n ** BigInt(minorDigits(terms.targetCurrency));
  const numerator = BigInt(targetAmount) * sourceScale * MICROS * BPS;
  const denominator = BigInt(terms.rateMicros) * targetScale * (BPS + BigInt(terms.markupBps));
  const floor = numerator / denominator;
  return Number(bound === 'lower' || numerator % denominator === 0n ? floor : floor + 1n);
}
