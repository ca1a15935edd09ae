import { describe, expect, it } from 'vitest';
import { itemKey, preselected } from './selection.ts';

describe('items preselected from the address', () => {
  it('keeps well-formed parcel and buy product keys, drops the rest', () => {
    expect(preselected('shipment_product:12, buy_product:7,order:3,shipment_product:x')).toEqual([
      'shipment_product:12',
      'buy_product:7',
    ]);
    expect(preselected(undefined)).toEqual([]);
    expect(itemKey({ type: 'buy_product', id: 7 })).toBe('buy_product:7');
  });
});
