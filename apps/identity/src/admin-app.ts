import Fastify, { type FastifyInstance } from 'fastify';
import type { IdentityContext } from './context.ts';
import { registerCourierRoutes } from './courier/courier-routes.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerIdentityAdminRoutes } from './identities/admin-identity-routes.ts';
import { registerImpersonationAdminRoutes } from './sessions/impersonation.ts';

/** The only address the admin listener binds to: it is for operators and tests on this host. */
export const ADMIN_HOST = '127.0.0.1';

/**
 * Kratos's admin API (the courier outbox, support's impersonation grants, finding an identity
 * by email, deleting one when its customer closes the account) as its own Fastify instance, so it can only be reached on its own port (Kratos:
 * public 4433, admin 4434). It shares the public app's
 * context but none of its routes, and trusts no proxy: nothing forwards to it.
 */
export async function buildIdentityAdminApp(options: {
  context: IdentityContext;
  logger?: boolean;
}): Promise<FastifyInstance> {
  const { context } = options;
  const admin = Fastify({
    logger: options.logger === false ? false : { level: context.config.logLevel },
  });
  registerErrorHandling(admin, context);
  admin.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache, no-store, must-revalidate');
  });
  registerCourierRoutes(admin, context);
  registerImpersonationAdminRoutes(admin, context);
  registerIdentityAdminRoutes(admin, context);
  return admin;
}
