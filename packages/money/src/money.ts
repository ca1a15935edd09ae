/** An amount of money: integer minor units (cents, paisa, fen) plus an ISO 4217 code. */
export interface Money {
  amount: number;
  currency: string;
}

const digitsByCurrency = new Map<string, number>();

/**
 * How many minor-unit digits a currency has (BDT 2, JPY 0, KWD 3), as Intl knows it.
 * Remembered per code: building an Intl.NumberFormat costs ~0.1 ms, and a product page
 * converts dozens of tier prices.
 */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

export function money(amount: number, currency: string): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amount must be an integer of minor units, got ${amount}`);
  }
  return { amount, currency: currency.toUpperCase() };
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
  }
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/** Adds up amounts of one currency; `currency` names the result when the list is empty. */
export function sumMoney(values: readonly Money[], currency: string): Money {
  let total = money(0, currency);
  for (const value of values) total = addMoney(total, value);
  return total;
}

export function multiplyMoney(a: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError('Quantity must be an integer');
  return money(a.amount * quantity, a.currency);
}

/** Divides with round-half-up (away from zero for halves), the rule shops print on receipts. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('Denominator must be positive');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}
