import { describe, expect, it } from 'vitest';
import { quoteState, requestProblems, tierFor } from './quotes.ts';

describe('quotes', () => {
  const tiers = [
    { min_quantity: 100, unit: 30 },
    { min_quantity: 500, unit: 26 },
  ];

  it('prices a quantity by the last tier it reaches', () => {
    expect(tierFor(tiers, 100)?.unit).toBe(30);
    expect(tierFor(tiers, 499)?.unit).toBe(30);
    expect(tierFor(tiers, 500)?.unit).toBe(26);
    expect(tierFor(tiers, 10)?.unit).toBe(30);
  });

  it('says an open quote past its date is expired, and keeps ordered and withdrawn', () => {
    expect(quoteState({ status: 'open', expired: false })).toBe('open');
    expect(quoteState({ status: 'open', expired: true })).toBe('expired');
    expect(quoteState({ status: 'ordered', expired: true })).toBe('ordered');
    expect(quoteState({ status: 'withdrawn', expired: false })).toBe('withdrawn');
  });

  it('asks for a name and a whole quantity, and a web link when one is given', () => {
    expect(
      requestProblems({
        productName: ' ',
        productUrl: 'ftp://x',
        quantity: '1.5',
        targetPrice: '-1',
      }),
    ).toEqual({
      productName: 'productNameMissing',
      productUrl: 'productUrlInvalid',
      quantity: 'quantityInvalid',
      targetPrice: 'targetPriceInvalid',
    });
    expect(
      requestProblems({ productName: 'Bottle', productUrl: '', quantity: '', targetPrice: '' }),
    ).toEqual({ quantity: 'quantityMissing' });
    expect(
      requestProblems({
        productName: 'Bottle',
        productUrl: 'https://example.com/p',
        quantity: '200',
        targetPrice: '250.50',
      }),
    ).toEqual({});
  });
});
