import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insurancePremium } from './insurance.ts';
import { restrictionFor as matchRestriction, type RestrictionRule } from './restrictions.ts';

describe('insurance premium', () => {
  // The seeded rate (migration 0047); operators may change it in the back office.
  const RATE_BPS = 200;
  it('is the rate’s share of the declared value, rounded up, with a floor', () => {
    expect(insurancePremium(1_000_000, 'BDT', RATE_BPS)).toBe(20_000); // ৳10,000 → ৳200
    expect(insurancePremium(123_457, 'BDT', RATE_BPS)).toBe(5_000); // 2 % is ৳24.70: the ৳50 floor
    expect(insurancePremium(300_001, 'BDT', RATE_BPS)).toBe(6_001); // ৳60.0002 rounds up to ৳60.01
    expect(insurancePremium(3_000, 'BDT', RATE_BPS)).toBe(3_000); // capped at the ৳30 declared
    expect(insurancePremium(0, 'BDT', RATE_BPS)).toBe(0);
  });

  it('never exceeds the declared value, never goes below 2 %, and grows with the value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('BDT', 'USD', 'INR', 'GBP', 'AUD', 'AED'),
        (value, more, currency) => {
          const premium = insurancePremium(value, currency, RATE_BPS);
          expect(premium).toBeLessThanOrEqual(value);
          expect(premium).toBeGreaterThanOrEqual(Math.min(value, (value * 2) / 100));
          expect(Number.isInteger(premium)).toBe(true);
          expect(insurancePremium(value + more, currency, RATE_BPS)).toBeGreaterThanOrEqual(
            premium,
          );
        },
      ),
    );
  });
});

describe('restrictions', () => {
  // The matcher on rules like the seeded ones; the seed itself is checked through requests.
  const rules: RestrictionRule[] = [
    {
      code: 'batteries_by_air',
      hsPrefixes: ['850650', '850760'],
      contents: ['battery'],
      methods: ['air', 'express'],
      reason: 'No batteries by air',
    },
    {
      code: 'liquids_by_air',
      hsPrefixes: ['3303'],
      contents: ['liquid'],
      methods: ['air', 'express'],
      reason: 'No liquids by air',
    },
    { code: 'weapons', hsPrefixes: ['93'], contents: [], reason: 'No arms' },
    {
      code: 'medicine_bd',
      hsPrefixes: ['3004'],
      contents: ['medicine'],
      regions: ['BD'],
      reason: 'No medicine into BD',
    },
  ];
  type Match = Parameters<typeof matchRestriction>;
  const restrictionFor = (product: Match[1], route: Match[2]) =>
    matchRestriction(rules, product, route);
  const air = { regionCode: 'BD', methodKind: 'air' as const };
  const sea = { regionCode: 'BD', methodKind: 'sea' as const };
  it('stops batteries and liquids by air but not by sea, by HS code or declared contents', () => {
    expect(restrictionFor({ hsCode: '850760', contents: [] }, air)?.code).toBe('batteries_by_air');
    expect(restrictionFor({ hsCode: null, contents: ['battery'] }, air)?.code).toBe(
      'batteries_by_air',
    );
    expect(restrictionFor({ hsCode: '850760', contents: [] }, sea)).toBeNull();
    expect(restrictionFor({ hsCode: '330300', contents: [] }, air)?.code).toBe('liquids_by_air');
    expect(restrictionFor({ hsCode: '610910', contents: [] }, air)).toBeNull();
  });

  it('stops weapons everywhere and medicine only where its rule applies', () => {
    expect(restrictionFor({ hsCode: '930400', contents: [] }, sea)?.code).toBe('weapons');
    expect(restrictionFor({ hsCode: '300490', contents: [] }, sea)?.code).toBe('medicine_bd');
    expect(
      restrictionFor({ hsCode: '300490', contents: [] }, { regionCode: 'US', methodKind: 'sea' }),
    ).toBeNull();
  });
});
