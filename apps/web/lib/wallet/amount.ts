import { minorDigits, money, type Money } from '@crossport/money';

/** Why a typed amount cannot be sent, in words the form translates. */
export type AmountProblem = 'required' | 'invalid' | 'tooManyDecimals' | 'notPositive';

/**
 * The amount a customer typed ("1,250.50", "৫০০") as integer minor units of `currency`, or why
 * it is not one. Digits are read exactly (no floats): "0.29" is 29 paisa, never 28.999….
 * Bengali digits are accepted, as a Bengali keyboard types them.
 */
export function parseAmount(text: string, currency: string): Money | AmountProblem {
  const plain = toLatinDigits(text).replace(/[\s,]/g, '');
  if (plain === '') return 'required';
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return 'invalid';
  const digits = minorDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return 'tooManyDecimals';
  const minor =
    BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor === 0n) return 'notPositive';
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return 'invalid';
  return money(Number(minor), currency);
}

export function isMoney(value: Money | AmountProblem): value is Money {
  return typeof value === 'object';
}

function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

export type PayoutAmountProblem =
  AmountProblem | 'moreThanAvailable' | 'belowMinimum' | 'aboveMaximum';

/**
 * Why a payout of `amount` cannot be asked for: not an amount, more than the wallet holds, or
 * outside the gateway's limits. The API checks all of it again under its lock.
 */
export function payoutAmountProblem(
  amount: Money | AmountProblem,
  available: Money,
  limits?: { min: Money; max: Money },
): PayoutAmountProblem | null {
  if (!isMoney(amount)) return amount;
  if (amount.amount > available.amount) return 'moreThanAvailable';
  if (limits && amount.amount < limits.min.amount) return 'belowMinimum';
  if (limits && amount.amount > limits.max.amount) return 'aboveMaximum';
  return null;
}
