import { formatMoney, money } from '@crossport/money';
import { describe, expect, it } from 'vitest';
import type { RegionSettings } from './regions/types.ts';
import { moneyLocale, priceInRegion } from './pricing.ts';

function settings(target: string, rateMicros: number, markupBps = 300): RegionSettings {
  return {
    region_id: 1,
    region_code: 'BD',
    region_name: 'Bangladesh',
    source: { country_code: 'CN', country_name: 'China', currency_code: 'CNY' },
    exchange: {
      source_currency: 'CNY',
      target_currency: target,
      rate_micros: rateMicros,
      markup_bps: markupBps,
    },
    commission_bps: 500,
    default_post_code: null,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('priceInRegion', () => {
  it('converts a CNY price with the region rate and markup', () => {
    const price = priceInRegion(money(10_000, 'CNY'), settings('BDT', 17_250_000));
    expect(price.local).toEqual(money(177_675, 'BDT'));
    expect(price.original).toEqual(money(10_000, 'CNY'));
  });

  it('shows no local price while the settings are unknown', () => {
    expect(priceInRegion(money(100, 'CNY'), null).local).toBeNull();
  });

  it('formats dollars for US readers and taka for Bangladesh', () => {
    const usd = priceInRegion(money(10_000, 'CNY'), settings('USD', 138_000, 0)).local;
    expect(formatMoney(usd!, moneyLocale('en', 'US'))).toBe('$13.80');
    const bdt = priceInRegion(money(10_000, 'CNY'), settings('BDT', 17_250_000, 0)).local;
    expect(formatMoney(bdt!, moneyLocale('bn', 'BD'))).toContain('৳');
  });
});
