import type { ShippingCategory } from './regions/types.ts';

export interface CategoryNode {
  category: ShippingCategory;
  children: ShippingCategory[];
}

const byPosition = (a: ShippingCategory, b: ShippingCategory) =>
  a.position - b.position || a.name.localeCompare(b.name);

/** Top-level categories in order, each with its direct children, from the API's flat list. */
export function categoryTree(categories: readonly ShippingCategory[]): CategoryNode[] {
  return categories
    .filter((category) => category.parent_id === null)
    .sort(byPosition)
    .map((category) => ({
      category,
      children: categories.filter((child) => child.parent_id === category.id).sort(byPosition),
    }));
}
