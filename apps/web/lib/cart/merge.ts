import { api, ok } from '../api.ts';
import type { KeyValueStorage } from '../request-headers.ts';

/** The session whose guest cart this browser already merged. */
export const MERGED_SESSION_KEY = 'crossport-cart-merged-session';

export interface MergeDeps {
  post: () => Promise<unknown>;
  storage: KeyValueStorage | undefined;
}

/**
 * Merges the guest cart into the signed-in customer's cart once per session. The server merge
 * is idempotent, so running it again is harmless; remembering it only saves a request. It is
 * called after the identity sync and again before the first cart read of a session, so a
 * navigation that cut the first attempt short cannot lose the guest cart.
 */
export function createGuestCartMerge({ post, storage }: MergeDeps) {
  const inFlight = new Map<string, Promise<boolean>>();

  async function run(sessionId: string): Promise<boolean> {
    if (storage?.getItem(MERGED_SESSION_KEY) === sessionId) return false;
    await post();
    storage?.setItem(MERGED_SESSION_KEY, sessionId);
    return true;
  }

  return function mergeGuestCart(sessionId: string): Promise<boolean> {
    const pending = inFlight.get(sessionId) ?? run(sessionId);
    inFlight.set(sessionId, pending);
    return pending.finally(() => inFlight.delete(sessionId));
  };
}

export const mergeGuestCart = createGuestCartMerge({
  post: () => ok(api.POST('/api/purchase/customer/cart/v1/guest-cart')),
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
});
