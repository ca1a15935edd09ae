import type { SHIPPING_METHOD_KINDS } from './tables.ts';

/**
 * Volumetric divisors in cm³ per kg: the industry convention (IATA's 6000 cm³/kg is the floor
 * for air cargo; couriers and air forwarders commonly use 5000, and sea consolidators 6000).
 * A smaller divisor makes a bulky parcel heavier on paper.
 */
export const AIR_VOLUMETRIC_DIVISOR = 5000;
export const SEA_VOLUMETRIC_DIVISOR = 6000;

export type ShippingMethodKind = (typeof SHIPPING_METHOD_KINDS)[number];

/** Express travels by air, so it uses the air divisor. */
export const VOLUMETRIC_DIVISOR: Record<ShippingMethodKind, number> = {
  air: AIR_VOLUMETRIC_DIVISOR,
  express: AIR_VOLUMETRIC_DIVISOR,
  sea: SEA_VOLUMETRIC_DIVISOR,
};

/** Parcels are charged by the started 100 g (the slab prices are per kg, read by 100 g). */
export const WEIGHT_STEP_GRAMS = 100;

export interface ParcelSize {
  /** What the scale says, in whole grams. */
  actualGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** Up to the next started step (at least one step: a parcel never weighs nothing). */
export function roundUpToStep(grams: number): number {
  return Math.max(WEIGHT_STEP_GRAMS, Math.ceil(grams / WEIGHT_STEP_GRAMS) * WEIGHT_STEP_GRAMS);
}

/**
 * L × W × H / divisor in whole grams, rounded up. Integer arithmetic only: the largest parcel
 * (300 cm a side) is 2.7e10 g·cm³, far inside Number's exact integers.
 */
export function volumetricGrams(size: Omit<ParcelSize, 'actualGrams'>, divisor: number): number {
  const scaled = size.lengthCm * size.widthCm * size.heightCm * 1000;
  const remainder = scaled % divisor;
  return (scaled - remainder) / divisor + (remainder === 0 ? 0 : 1);
}

/** The weight a carrier bills: the heavier of actual and volumetric, by the started 100 g. */
export function chargeableWeight(size: ParcelSize, kind: ShippingMethodKind) {
  const volumetric = volumetricGrams(size, VOLUMETRIC_DIVISOR[kind]);
  return {
    actualGrams: size.actualGrams,
    volumetricGrams: volumetric,
    chargeableGrams: roundUpToStep(Math.max(size.actualGrams, volumetric)),
  };
}
