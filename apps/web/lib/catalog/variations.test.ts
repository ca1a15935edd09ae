import { describe, expect, it } from 'vitest';
import type { ProductVariations, Sku } from './types.ts';
import { availability, choose, initialSelection, selectedSku } from './variations.ts';

function sku(id: string, valueIds: string[], stock: number): Sku {
  return { id, value_ids: valueIds, stock, weight_grams: 500, price_tiers: [] };
}

// Red comes in S and M (M sold out); Blue only in L.
const variations: ProductVariations = {
  properties: [
    {
      id: 'colour',
      name: 'Colour',
      values: [
        { id: 'red', name: 'Red' },
        { id: 'blue', name: 'Blue' },
      ],
    },
    {
      id: 'size',
      name: 'Size',
      values: [
        { id: 's', name: 'S' },
        { id: 'm', name: 'M' },
        { id: 'l', name: 'L' },
      ],
    },
  ],
  skus: [
    sku('red-s', ['red', 's'], 4),
    sku('red-m', ['red', 'm'], 0),
    sku('blue-l', ['blue', 'l'], 9),
  ],
};

describe('variation availability', () => {
  it('offers every value that some in-stock SKU has when nothing is chosen', () => {
    const states = availability(variations, {});
    expect(states.colour).toEqual({
      red: { exists: true, inStock: true },
      blue: { exists: true, inStock: true },
    });
    expect(states.size?.m).toEqual({ exists: true, inStock: false });
  });

  it('disables sizes the chosen colour is not sold in', () => {
    const sizes = availability(variations, { colour: 'red' }).size!;
    expect(sizes.s).toEqual({ exists: true, inStock: true });
    expect(sizes.m).toEqual({ exists: true, inStock: false });
    expect(sizes.l).toEqual({ exists: false, inStock: false });
  });

  it('judges a property against the other choices, not its own', () => {
    const colours = availability(variations, { colour: 'red', size: 'l' }).colour!;
    expect(colours.blue?.inStock).toBe(true);
    expect(colours.red?.exists).toBe(false);
  });

  it('finds the SKU only once every property is chosen', () => {
    expect(selectedSku(variations, { colour: 'red' })).toBeNull();
    expect(selectedSku(variations, { colour: 'red', size: 's' })?.id).toBe('red-s');
  });

  it('clears a choice clicked again and drops choices that clash with a new one', () => {
    expect(choose(variations, { colour: 'red' }, 'colour', 'red')).toEqual({});
    expect(choose(variations, { colour: 'red', size: 's' }, 'colour', 'blue')).toEqual({
      colour: 'blue',
    });
    expect(choose(variations, { colour: 'blue' }, 'size', 'l')).toEqual({
      colour: 'blue',
      size: 'l',
    });
  });

  it('preselects the only SKU in stock', () => {
    const single: ProductVariations = {
      properties: [{ id: 'colour', name: 'Colour', values: [{ id: 'black', name: 'Black' }] }],
      skus: [sku('black', ['black'], 3)],
    };
    expect(initialSelection(single)).toEqual({ colour: 'black' });
    expect(initialSelection(variations)).toEqual({});
  });
});
