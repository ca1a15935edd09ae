import { minorDigits, parseDecimalString } from '@crossport/money';

/**
 * The settings API stores rates as integers (exchange rate in micros, percentages in basis
 * points); staff type decimals. Converted as text so 17.2 is exactly 17,200,000, never
 * 17,199,999 by a float.
 */
function scaled(text: string, digits: number): number | null {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2] ?? '').length > digits) return null;
  return Number(`${match[1]}${(match[2] ?? '').padEnd(digits, '0')}`);
}

function unscaled(value: number, digits: number): string {
  const text = String(value).padStart(digits + 1, '0');
  const fraction = text.slice(-digits).replace(/0+$/, '');
  return fraction ? `${text.slice(0, -digits)}.${fraction}` : text.slice(0, -digits);
}

/** "17.2" → 17200000 (six decimals at most), else null. */
export const toMicros = (text: string) => scaled(text, 6);
export const fromMicros = (micros: number) => unscaled(micros, 6);

/** "2.5" (%) → 250 basis points (two decimals at most), else null. */
export const percentToBps = (text: string) => scaled(text, 2);
export const bpsToPercent = (bps: number) => unscaled(bps, 2);

/** "150.5" taka → 15050 paisa (the currency's minor digits at most), else null. */
export const toMinor = (text: string, currency: string) => scaled(text, minorDigits(currency));
export const fromMinor = (amount: number, currency: string) =>
  unscaled(amount, minorDigits(currency));

/**
 * An amount staff typed, in minor units of `currency`; a refusal shaped like the API's
 * (code `invalid`) naming `what`, so the form shows it where it shows the API's.
 */
export function typedAmount(text: string, currency: string, what: string): number {
  try {
    return parseDecimalString(text.trim(), currency).amount;
  } catch {
    throw { code: 'invalid', message: `Type ${what} as a plain amount, e.g. 450.00.` };
  }
}
