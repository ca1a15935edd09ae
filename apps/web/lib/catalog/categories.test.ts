import { describe, expect, it } from 'vitest';
import { categoryIndex } from './categories.ts';

describe('category index', () => {
  it('names every category by the path leading to it', () => {
    const index = categoryIndex([
      {
        id: 1,
        slug: 'bags',
        name: 'Bags',
        icon: null,
        children: [{ id: 2, slug: 'backpacks', name: 'Backpacks', icon: null, children: [] }],
      },
    ]);
    expect(index.get(2)).toEqual(['Bags', 'Backpacks']);
    expect(index.get(1)).toEqual(['Bags']);
    expect(index.has(3)).toBe(false);
  });
});
