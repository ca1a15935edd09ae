import { formatMoney } from '@crossport/money';
import { describe, expect, it } from 'vitest';
import { historyKind, historyTone, signedMoney } from './history.ts';

describe('wallet history lines', () => {
  it('always shows the sign of the amount', () => {
    const taka = (amount: number, locale: string) =>
      formatMoney({ amount, currency: 'BDT' }, locale);
    expect(signedMoney({ amount: 50_000, currency: 'BDT' }, 'en-BD')).toBe(
      `+${taka(50_000, 'en-BD')}`,
    );
    expect(signedMoney({ amount: -50_000, currency: 'BDT' }, 'en-BD')).toBe(
      `\u2212${taka(50_000, 'en-BD')}`,
    );
    // Intl's own minus would sit inside the Bengali pattern; ours always leads.
    expect(signedMoney({ amount: -1_250_050, currency: 'BDT' }, 'bn-BD')).toMatch(
      /^\u2212১২,৫০০\.৫০/,
    );
  });

  it('colours money in as a credit and money out as a debit', () => {
    expect(historyTone({ amount: 1, currency: 'BDT' })).toBe('credit');
    expect(historyTone({ amount: -1, currency: 'BDT' })).toBe('debit');
  });

  it('names the known kinds and reads any other as an adjustment', () => {
    expect(historyKind('payout_hold')).toBe('payout_hold');
    expect(historyKind('refund')).toBe('refund');
    expect(historyKind('chargeback')).toBe('other');
  });
});
