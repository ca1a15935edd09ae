import type { NavCategory } from './types.ts';

/** Every category of the navigation tree by id, with the path of names that leads to it. */
export function categoryIndex(tree: readonly NavCategory[]): Map<number, string[]> {
  const index = new Map<number, string[]>();
  const walk = (nodes: readonly NavCategory[], trail: string[]) => {
    for (const node of nodes) {
      const path = [...trail, node.name];
      index.set(node.id, path);
      walk(node.children, path);
    }
  };
  walk(tree, []);
  return index;
}
