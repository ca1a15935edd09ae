import type { FastifyInstance } from 'fastify';
import type { IdentityClient } from './identity-client.ts';
import { listenForRevocations, type RevocationListener } from './session-revocation-listener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session revocation listener; absent when whoami answers are not cached at all. */
    sessionRevocations?: RevocationListener;
  }
}

/**
 * Lets the identity service's revocation notices reach the whoami cache. Without a
 * connection string the client does not cache; while the listener is not connected, cached
 * answers are not served.
 */
export function hearSessionRevocations(
  app: FastifyInstance,
  identity: IdentityClient,
  connectionString: string | undefined,
): void {
  if (!connectionString) return;
  const listener = listenForRevocations({
    connectionString,
    onRevoked: (notice) => identity.revoked(notice),
    // Notices may have been missed while deaf; a fresh connection starts from an empty cache.
    onHearingChange: () => identity.forgetAll(),
    log: app.log,
  });
  identity.hearRevocationsFrom(listener);
  app.decorate('sessionRevocations', listener);
  app.addHook('onClose', async () => listener.close());
}
