import { describe, expect, it } from 'vitest';
import { prefetchFor } from './prefetch.ts';

describe('prefetchFor', () => {
  it("does not prefetch a guest's links to sign-in-only pages", () => {
    expect(prefetchFor('/dashboard', false)).toBe(false);
    expect(prefetchFor('/dashboard/buy-and-ship/my-orders?tab=all', false)).toBe(false);
    expect(prefetchFor('/ship-for-me', false)).toBe(false);
  });

  it('keeps prefetching public pages, and every page once signed in', () => {
    expect(prefetchFor('/campaigns', false)).toBeUndefined();
    expect(prefetchFor('/search?keyword=bag', false)).toBeUndefined();
    expect(prefetchFor('/dashboard', true)).toBeUndefined();
  });
});
