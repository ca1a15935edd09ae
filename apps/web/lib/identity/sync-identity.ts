import { ApiError } from '../api-error.ts';
import type { KeyValueStorage } from '../request-headers.ts';

/** The session id whose identity this tab already mirrored into the commerce API. */
export const SYNCED_SESSION_KEY = 'crossport-synced-session';

export type SyncOutcome = 'synced' | 'ignored' | 'already-synced';

export interface IdentitySyncDeps {
  /** `POST /api/user/customer/sync/v1/sync-identity` with an empty body. */
  post: () => Promise<unknown>;
  /** Session storage in the browser, so a reload of the same session does not sync again. */
  storage: KeyValueStorage | undefined;
  logger: Pick<Console, 'info' | 'error'>;
}

/**
 * After a session loads, the identity is synced to the commerce API once per session id
 * (spec §7). 412 means the API chose not to (an impersonated identity): logged "Sync ignored",
 * not an error. Any other failure is logged "Failed to sync identity" and rethrown: the caller
 * treats it as an auth error (spec §8), and the next load tries again.
 */
export function createIdentitySync({ post, storage, logger }: IdentitySyncDeps) {
  const inFlight = new Map<string, Promise<SyncOutcome>>();

  async function run(sessionId: string): Promise<SyncOutcome> {
    if (storage?.getItem(SYNCED_SESSION_KEY) === sessionId) return 'already-synced';
    try {
      await post();
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        logger.info('Sync ignored');
        storage?.setItem(SYNCED_SESSION_KEY, sessionId);
        return 'ignored';
      }
      logger.error('Failed to sync identity', error);
      throw error;
    }
    storage?.setItem(SYNCED_SESSION_KEY, sessionId);
    return 'synced';
  }

  return function syncIdentity(sessionId: string): Promise<SyncOutcome> {
    // Strict mode and concurrent renders may ask twice at once: share the one request.
    const pending = inFlight.get(sessionId) ?? run(sessionId);
    inFlight.set(sessionId, pending);
    return pending.finally(() => inFlight.delete(sessionId));
  };
}
