import { DomainError } from '../../platform/errors.ts';
import type { ShippingCategoryRow } from './repository.ts';

const refuse = (code: string, message: string) =>
  new DomainError(422, code, message, [{ field: 'body.parent_id', message }]);

/**
 * Why a category may not sit under `parentId`, or null when it may. The shop shows two levels
 * (a top-level category and its subcategories: home page, forms, docs/shipping.md), so a parent
 * must be top-level and a category with subcategories stays top-level; a cycle is named as such
 * since that is what the operator tried. `id` is null for a new category.
 */
export function parentProblem(
  tree: readonly ShippingCategoryRow[],
  id: number | null,
  parentId: number | null,
): DomainError | null {
  if (parentId === null) return null;
  const byId = new Map(tree.map((row) => [row.id, row]));
  const parent = byId.get(parentId);
  if (!parent) return refuse('unknown_parent', `There is no shipping category ${parentId}.`);
  for (let at: ShippingCategoryRow | undefined = parent; at; at = byId.get(at.parentId ?? 0)) {
    if (at.id === id)
      return refuse(
        'parent_cycle',
        'A category cannot sit under itself or under one of its own subcategories.',
      );
  }
  if (parent.parentId !== null)
    return refuse(
      'parent_not_top_level',
      `${parent.name} is itself a subcategory: choose a top-level category as the parent.`,
    );
  if (id !== null && tree.some((row) => row.parentId === id))
    return refuse(
      'has_subcategories',
      'This category has subcategories, so it stays at the top level.',
    );
  return null;
}
