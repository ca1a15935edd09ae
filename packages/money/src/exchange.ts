import { divideRoundHalfUp, minorDigits, money, type Money } from './money.ts';

/**
 * How a region prices goods bought in the source currency (CNY).
 * `rateMicros` is how many target-currency major units one source major unit buys, times 1e6
 * (17.25 BDT per CNY → 17_250_000), so no float ever touches a price.
 */
export interface ExchangeTerms {
  sourceCurrency: string;
  targetCurrency: string;
  rateMicros: number;
  /** Markup on top of the rate, in basis points (250 = 2.5%). */
  markupBps: number;
}

const MICROS = 1_000_000n;
const BPS = 10_000n;

/** Converts a source-currency price into the region's currency, rounded to its minor unit. */
export function convertFromSource(price: Money, terms: ExchangeTerms): Money {
  if (price.currency !== terms.sourceCurrency) {
    throw new RangeError(`Expected a ${terms.sourceCurrency} price, got ${price.currency}`);
  }
  const sourceScale = 10n ** BigInt(minorDigits(terms.sourceCurrency));
  const targetScale = 10n ** BigInt(minorDigits(terms.targetCurrency));
  const numerator =
    BigInt(price.amount) * BigInt(terms.rateMicros) * targetScale * (BPS + BigInt(terms.markupBps));
  const denominator = sourceScale * MICROS * BPS;
  return money(Number(divideRoundHalfUp(numerator, denominator)), terms.targetCurrency);
}
