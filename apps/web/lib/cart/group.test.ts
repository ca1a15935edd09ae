import { describe, expect, it } from 'vitest';
import { cartCount, groupByShop, selectedTotal } from './group.ts';
import type { CartItem } from './types.ts';

function item(id: number, shop: string | null, amount: number, selected = true): CartItem {
  return {
    id,
    product_id: id,
    title: `P${id}`,
    image: null,
    source_site: 'taobao',
    source_url: '',
    shop: shop ? { id: shop, name: `Shop ${shop}` } : null,
    is_selected: selected,
    available: true,
    quantity: 2,
    weight_grams: 100,
    subtotal: { amount, currency: 'BDT' },
    variations: [],
    created_at: '',
    updated_at: '',
  };
}

describe('cart grouping', () => {
  it('groups by shop in first-seen order', () => {
    const groups = groupByShop([
      item(1, 'a', 1),
      item(2, 'b', 1),
      item(3, 'a', 1),
      item(4, null, 1),
    ]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([[1, 3], [2], [4]]);
    expect(groups[2]!.name).toBeNull();
  });

  it('totals only selected items', () => {
    expect(selectedTotal([item(1, 'a', 100), item(2, 'a', 50, false)])).toEqual({
      total: { amount: 100, currency: 'BDT' },
      pieces: 2,
    });
    expect(selectedTotal([item(1, 'a', 100, false)])).toBeNull();
  });

  it('counts pieces', () => {
    expect(cartCount([item(1, 'a', 1), item(2, 'b', 1)])).toBe(4);
  });
});
