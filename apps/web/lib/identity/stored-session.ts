import type { KeyValueStorage } from '../request-headers.ts';
import type { AuthState } from './session.ts';

/** Spec §3: the user session is kept in local storage under this key. */
export const USER_SESSION_KEY = 'userSession';

type SessionStorage = KeyValueStorage & Pick<Storage, 'removeItem'>;

/**
 * Mirrors the auth state into local storage: the session while signed in, nothing otherwise
 * (a failed retrieval clears it, spec §4). While loading the last copy stays as it is.
 */
export function storeSession(storage: SessionStorage | undefined, state: AuthState): void {
  if (!storage || state.status === 'loading') return;
  try {
    if (state.status === 'signedIn') {
      storage.setItem(USER_SESSION_KEY, JSON.stringify(state.session));
    } else {
      storage.removeItem(USER_SESSION_KEY);
    }
  } catch {
    // Storage full or blocked (private mode): the session still lives in memory.
  }
}
