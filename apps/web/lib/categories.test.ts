import { describe, expect, it } from 'vitest';
import type { ShippingCategory } from './regions/types.ts';
import { categoryTree } from './categories.ts';

function category(
  id: number,
  name: string,
  parent_id: number | null,
  position: number,
): ShippingCategory {
  return { id, slug: name.toLowerCase(), name, parent_id, position };
}

describe('categoryTree', () => {
  it('keeps top-level categories in position order with their children', () => {
    const tree = categoryTree([
      category(3, 'Phones', 2, 2),
      category(1, 'Clothing', null, 2),
      category(2, 'Electronics', null, 1),
      category(4, 'Laptops', 2, 1),
      category(5, 'Shoes', 1, 1),
    ]);
    expect(tree.map((node) => node.category.name)).toEqual(['Electronics', 'Clothing']);
    expect(tree[0]?.children.map((child) => child.name)).toEqual(['Laptops', 'Phones']);
    expect(tree[1]?.children.map((child) => child.name)).toEqual(['Shoes']);
  });

  it('answers an empty tree for an empty list', () => {
    expect(categoryTree([])).toEqual([]);
  });
});
