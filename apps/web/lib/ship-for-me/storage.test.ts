import { describe, expect, it } from 'vitest';
import { storageDates } from './storage.ts';

describe('storageDates', () => {
  it('counts the free and the maximum days from receipt, as the storage sweep does', () => {
    const terms = { free_days: 30, max_days: 90, fee_per_day: { BDT: 2_000 } };
    expect(storageDates('2026-11-01T10:00:00Z', terms, 'BDT')).toEqual({
      freeUntil: '2026-12-01',
      disposeOn: '2027-01-30',
      feePerDay: 2_000,
    });
    expect(storageDates('2026-11-01T10:00:00Z', terms, 'USD').feePerDay).toBeNull();
  });
});
