/** The cart's query keys: every cart query starts with `cartKeys.all`, so one invalidation refreshes them all. */
export const cartKeys = {
  all: ['cart'] as const,
  items: (owner: string) => ['cart', 'items', owner] as const,
};

/** Fired on window when the cart changed outside React Query's reach (e.g. the login merge). */
export const CART_CHANGED_EVENT = 'crossport:cart-changed';
