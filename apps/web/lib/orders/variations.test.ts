import { describe, expect, it } from 'vitest';
import { liveVariations, variationLabel } from './variations.ts';

describe('buy product variations', () => {
  it('keeps the variations still on order', () => {
    expect(
      liveVariations([
        { id: 1, cancelled: true },
        { id: 2, cancelled: false },
      ]),
    ).toEqual([{ id: 2, cancelled: false }]);
  });

  it('names a variation by its properties, or by its SKU without any', () => {
    expect(
      variationLabel({
        sku_id: 'sku-1',
        properties: [
          { name: 'Colour', value: 'Red' },
          { name: 'Size', value: 'M' },
        ],
      }),
    ).toBe('Colour: Red · Size: M');
    expect(variationLabel({ sku_id: 'sku-2', properties: [] })).toBe('sku-2');
  });
});
