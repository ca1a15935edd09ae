import { minorDigits, type Money } from './money.ts';

/**
 * The one way an amount becomes text: Intl currency formatting in the reader's locale.
 * `narrowSymbol` shows the local sign where the locale would spell the code (English readers
 * get `৳1,200.00`, not `BDT 1,200.00`), as documents for one currency do.
 */
export function formatMoney(
  value: Money,
  locale: string,
  currencyDisplay: 'symbol' | 'narrowSymbol' = 'symbol',
): string {
  const digits = minorDigits(value.currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: value.currency,
    currencyDisplay,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value.amount / 10 ** digits);
}
