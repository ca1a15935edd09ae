import { describe, expect, it } from 'vitest';
import { createRouteWatcher, routeKey } from './route-change.ts';

describe('reloading the session on route changes', () => {
  it('does not count the first route as a change', () => {
    expect(createRouteWatcher()('/cart', '')).toBe(false);
  });

  it('counts a new path', () => {
    const changed = createRouteWatcher();
    changed('/cart', '');
    expect(changed('/checkout', '')).toBe(true);
  });

  it('counts a query-only navigation', () => {
    const changed = createRouteWatcher();
    changed('/search', 'keyword=bag');
    expect(changed('/search', 'keyword=shoe')).toBe(true);
    expect(changed('/search', '')).toBe(true);
  });

  it('does not count a render of the same route', () => {
    const changed = createRouteWatcher();
    changed('/search', 'keyword=bag');
    expect(changed('/search', '?keyword=bag')).toBe(false);
  });

  it('writes the route as path plus query', () => {
    expect(routeKey('/orders', '?status=delivered')).toBe('/orders?status=delivered');
    expect(routeKey('/orders', '')).toBe('/orders');
  });
});
