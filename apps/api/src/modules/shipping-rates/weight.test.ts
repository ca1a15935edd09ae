import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PARCEL_GRAMS, MAX_PARCEL_SIDE_CM } from './rules.ts';
import {
  AIR_VOLUMETRIC_DIVISOR,
  chargeableWeight,
  SEA_VOLUMETRIC_DIVISOR,
  volumetricGrams,
  WEIGHT_STEP_GRAMS,
  type ParcelSize,
  type ShippingMethodKind,
} from './weight.ts';

const side = fc.integer({ min: 1, max: MAX_PARCEL_SIDE_CM });
const parcel = fc.record({
  actualGrams: fc.integer({ min: 1, max: MAX_PARCEL_GRAMS }),
  lengthCm: side,
  widthCm: side,
  heightCm: side,
});
const kind = fc.constantFrom<ShippingMethodKind>('air', 'express', 'sea');
const dimension = fc.constantFrom('lengthCm', 'widthCm', 'heightCm') as fc.Arbitrary<
  'lengthCm' | 'widthCm' | 'heightCm'
>;

describe('chargeable weight', () => {
  it('is at least the actual and the volumetric weight, in whole 100 g steps', () => {
    fc.assert(
      fc.property(parcel, kind, (size, k) => {
        const w = chargeableWeight(size, k);
        expect(w.chargeableGrams).toBeGreaterThanOrEqual(size.actualGrams);
        expect(w.chargeableGrams).toBeGreaterThanOrEqual(w.volumetricGrams);
        expect(Number.isSafeInteger(w.chargeableGrams)).toBe(true);
        expect(w.chargeableGrams % WEIGHT_STEP_GRAMS).toBe(0);
        // Never more than one step above the heavier of the two.
        expect(w.chargeableGrams - Math.max(size.actualGrams, w.volumetricGrams)).toBeLessThan(
          WEIGHT_STEP_GRAMS,
        );
      }),
    );
  });

  it('never falls when a side grows or the parcel gets heavier', () => {
    fc.assert(
      fc.property(parcel, kind, dimension, fc.integer({ min: 0, max: 300 }), (size, k, d, more) => {
        const bigger: ParcelSize = { ...size, [d]: Math.min(MAX_PARCEL_SIDE_CM, size[d] + more) };
        const heavier: ParcelSize = { ...size, actualGrams: size.actualGrams + more };
        const base = chargeableWeight(size, k);
        expect(chargeableWeight(bigger, k).volumetricGrams).toBeGreaterThanOrEqual(
          base.volumetricGrams,
        );
        expect(chargeableWeight(bigger, k).chargeableGrams).toBeGreaterThanOrEqual(
          base.chargeableGrams,
        );
        expect(chargeableWeight(heavier, k).chargeableGrams).toBeGreaterThanOrEqual(
          base.chargeableGrams,
        );
      }),
    );
  });

  it('computes the volumetric weight exactly in grams (the ceiling of L×W×H×1000 / divisor)', () => {
    fc.assert(
      fc.property(
        parcel,
        fc.constantFrom(AIR_VOLUMETRIC_DIVISOR, SEA_VOLUMETRIC_DIVISOR),
        (size, divisor) => {
          const exact = BigInt(size.lengthCm * size.widthCm * size.heightCm) * 1000n;
          const grams = BigInt(volumetricGrams(size, divisor));
          // grams is the smallest whole number with grams × divisor ≥ the scaled volume.
          expect(grams * BigInt(divisor) >= exact).toBe(true);
          expect((grams - 1n) * BigInt(divisor) < exact).toBe(true);
        },
      ),
    );
  });

  it('uses 5000 cm³/kg by air and express and 6000 by sea', () => {
    const box = { actualGrams: 1_000, lengthCm: 50, widthCm: 40, heightCm: 30 };
    // 60 000 cm³: 12 kg by air, 10 kg by sea, both above the 1 kg on the scale.
    expect(chargeableWeight(box, 'air')).toEqual({
      actualGrams: 1_000,
      volumetricGrams: 12_000,
      chargeableGrams: 12_000,
    });
    expect(chargeableWeight(box, 'express').chargeableGrams).toBe(12_000);
    expect(chargeableWeight(box, 'sea').chargeableGrams).toBe(10_000);
    // A small dense parcel is charged by the scale, up to the started 100 g.
    expect(
      chargeableWeight({ actualGrams: 2_050, lengthCm: 10, widthCm: 10, heightCm: 10 }, 'air'),
    ).toEqual({ actualGrams: 2_050, volumetricGrams: 200, chargeableGrams: 2_100 });
    // 7 cm³ × 1000 / 5000 = 1.4 g: rounded up, never down.
    expect(volumetricGrams({ lengthCm: 7, widthCm: 1, heightCm: 1 }, 5000)).toBe(2);
  });
});
