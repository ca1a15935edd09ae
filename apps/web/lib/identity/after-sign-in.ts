import type { Session } from '@ory/client-fetch';
import { mergeGuestCart } from '../cart/merge.ts';
import { CART_CHANGED_EVENT } from '../cart/query-keys.ts';

/**
 * Runs once per new session, right after the identity has been synced to the commerce API
 * (so the customer exists there). Merges the guest cart (named by the guest headers the client
 * sends) into the customer's cart — idempotent on the server — then tells the cart queries to
 * refresh. A failed merge must not turn into an auth error: the guest cart stays on the
 * server and the next cart read of this session tries again.
 */
export async function onSignedIn(session: Session): Promise<void> {
  try {
    await mergeGuestCart(session.id);
  } catch (error) {
    console.warn('guest cart merge failed', error);
  } finally {
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  }
}
