import { divideRoundHalfUp, minorDigits, money, type Money } from './money.ts';

/**
 * Amounts as gateways write them: a decimal string in major units with exactly the currency's
 * minor digits ("1050.00" for 105000 paisa). Only non-negative amounts: gateways never send a
 * sign, and a refund is its own call.
 */
export function toDecimalString(value: Money): string {
  if (value.amount < 0) throw new RangeError(`Not a payable amount: ${value.amount}`);
  const digits = minorDigits(value.currency);
  if (digits === 0) return String(value.amount);
  const text = String(value.amount).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Reads a gateway's decimal string back into minor units, exactly (no float): "1050", "1050.5"
 * and "1050.50" are 105050 paisa; more digits than the currency has is an error, not a rounding.
 */
export function parseDecimalString(text: string, currency: string): Money {
  const digits = minorDigits(currency);
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > digits) {
    throw new RangeError(`Not an amount of ${currency}: ${JSON.stringify(text)}`);
  }
  const minor = `${match[1]}${(match[2] ?? '').padEnd(digits, '0')}`;
  return money(Number(minor), currency);
}

/** A share of an amount in basis points (185 = 1.85 %), rounded half up to the minor unit. */
export function basisPointsOf(value: Money, basisPoints: number): Money {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`Not a number of basis points: ${basisPoints}`);
  }
  const share = divideRoundHalfUp(BigInt(value.amount) * BigInt(basisPoints), 10_000n);
  return money(Number(share), value.currency);
}
