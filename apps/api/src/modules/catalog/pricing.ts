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
 * The CNY amounts a customer's price bound covers, for turning a price filter given in the
 * region currency into a filter on stored CNY prices. `priceInRegion` rounds half up, so the
 * shown price is `t` exactly when the unrounded price lies in [t − ½, t + ½) of a minor unit:
 * with the conversion as the fraction s·K / D, that is (2t − 1)·D ≤ 2·s·K < (2t + 1)·D. The
 * lower bound is the least CNY amount shown at `t` or more, the upper bound the greatest shown
 * at `t` or less, so a product shown exactly at a bound is always kept and none shown outside
 * the range slips in. Integers throughout (BigInt), as in `convertFromSource`.
 */
export function sourceAmountFor(
  targetAmount: number,
  terms: ExchangeTerms,
  bound: 'lower' | 'upper',
): number {
  const sourceScale = 10n ** BigInt(minorDigits(terms.sourceCurrency));
  const targetScale = 10n ** BigInt(minorDigits(terms.targetCurrency));
  const perSource = 2n * BigInt(terms.rateMicros) * targetScale * (BPS + BigInt(terms.markupBps));
  const perTarget = sourceScale * MICROS * BPS;
  const edge = (2n * BigInt(targetAmount) + (bound === 'lower' ? -1n : 1n)) * perTarget;
  // Lower: the least s with s·perSource ≥ edge. Upper: the greatest s with s·perSource < edge.
  // Only a lower bound of 0 makes `edge` negative; the result is then at most 0, which keeps
  // every price just as 0 would.
  const least = (edge + perSource - 1n) / perSource;
  return Number(bound === 'lower' ? least : least - 1n);
}
