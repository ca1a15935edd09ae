import { minorDigits } from '@crossport/money';

/** Insurance costs 2 % of the declared value (basis points), with a small floor per order. */
export const INSURANCE_RATE_BPS = 200;
/** The floor, in major units of the currency (50 taka, 50 rupees, 1 dollar…). */
const MINIMUM_MAJOR: Record<string, number> = { BDT: 50, INR: 50, USD: 1, GBP: 1, AUD: 2, AED: 4 };

/**
 * The premium to insure a product declared at `declaredValue` minor units: 2 % rounded up to
 * the minor unit, at least the currency's floor, and never more than the value itself (the
 * cover is capped at the declared value, so the premium cannot exceed it).
 */
export function insurancePremium(declaredValue: number, currency: string): number {
  if (declaredValue <= 0) return 0;
  const percent = Math.ceil((declaredValue * INSURANCE_RATE_BPS) / 10_000);
  const floor = (MINIMUM_MAJOR[currency] ?? 1) * 10 ** minorDigits(currency);
  return Math.min(Math.max(percent, floor), declaredValue);
}
