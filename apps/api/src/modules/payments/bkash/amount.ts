import { minorDigits, money, type Money } from '@crossport/money';

/** bKash writes amounts as decimal strings ("1050.00", "10", "10.5"); up to 9 whole digits. */
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function isBkashAmount(value: string): boolean {
  return AMOUNT.test(value);
}

/** "1050.5" BDT → 105050 poisha. Throws on anything that is not a plain decimal amount. */
export function parseBkashAmount(value: string, currency: string): Money {
  const match = AMOUNT.exec(value);
  if (!match) throw new RangeError(`Not a bKash amount: ${JSON.stringify(value.slice(0, 32))}`);
  const digits = minorDigits(currency);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) throw new RangeError(`Too many decimals for ${currency}`);
  return money(Number(whole + fraction.padEnd(digits, '0')), currency);
}

/** 105050 poisha → "1050.50", the form we send bKash. */
export function formatBkashAmount(value: Money): string {
  const digits = minorDigits(value.currency);
  if (value.amount < 0) throw new RangeError('bKash amounts are never negative');
  const text = String(value.amount).padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
