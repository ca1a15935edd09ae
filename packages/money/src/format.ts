import { minorDigits, type Money } from './money.ts';

/** The one way an amount becomes text: Intl currency formatting in the reader's locale. */
export function formatMoney(value: Money, locale: string): string {
  const digits = minorDigits(value.currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value.amount / 10 ** digits);
}
