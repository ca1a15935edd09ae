import { minorDigits } from '@crossport/money';

/** The floor, in major units of the currency (50 taka, 50 rupees, 1 dollar…). */
const MINIMUM_MAJOR: Record<string, number> = { BDT: 50, INR: 50, USD: 1, GBP: 1, AUD: 2, AED: 4 };

/**
 * The premium to insure a product declared at `declaredValue` minor units: the insurance
 * rate (basis points, an operator's setting in the add-on services module) rounded up to the
 * minor unit, at least the currency's floor, and never more than the value itself (the cover
 * is capped at the declared value, so the premium cannot exceed it).
 */
export function insurancePremium(declaredValue: number, currency: string, rateBps: number): number {
  if (declaredValue <= 0) return 0;
  const percent = Math.ceil((declaredValue * rateBps) / 10_000);
  const floor = (MINIMUM_MAJOR[currency] ?? 1) * 10 ** minorDigits(currency);
  return Math.min(Math.max(percent, floor), declaredValue);
}
