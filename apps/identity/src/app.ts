import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { IdentityConfig } from './config.ts';
import type { IdentityContext } from './context.ts';
import { Courier } from './courier/courier.ts';
import type { Database } from './database/database.ts';
import { registerFlowErrorRoutes } from './flows/flow-error-routes.ts';
import { registerFlowRoutes } from './flows/flow-routes.ts';
import { SignupLimit } from './flows/signup-limit.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerWebAuthnScript } from './http/webauthn-script.ts';
import { registerSchemaRoutes } from './identities/schema-routes.ts';
import { registerImpersonationRoutes } from './sessions/impersonation.ts';
import { registerLogoutRoutes } from './sessions/logout-routes.ts';
import { registerSessionRoutes } from './sessions/session-routes.ts';
import { LoginAttempts } from './strategies/password/login-attempts.ts';

/** The largest request body the service reads (Fastify answers 413 above it). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface IdentityApp {
  app: FastifyInstance;
  context: IdentityContext;
}

/** Builds the identity service's public API (no listen): used by the server and by the tests. */
export async function buildIdentityApp(options: {
  config: IdentityConfig;
  db: Database;
  logger?: boolean;
  /** The clock of the authenticator-code checks (tests move it); the real one by default. */
  now?: () => Date;
}): Promise<IdentityApp> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Only the web server (loopback unless configured) may name the client in X-Forwarded-For;
    // it overwrites whatever the browser sent, so per-IP limits key on the real address.
    trustProxy: config.trustedProxies,
    // A flow body is a few short fields; nothing legitimate comes near this.
    bodyLimit: BODY_LIMIT_BYTES,
  });
  const context: IdentityContext = {
    config,
    db,
    courier: new Courier(db, app.log, config.smtp),
    loginAttempts: new LoginAttempts(config.loginLimit),
    codeRequests: new LoginAttempts(config.loginLimit),
    signupLimit: new SignupLimit(config.signupLimit),
    log: app.log,
    tokenizeKey: config.tokenizer.secret
      ? new TextEncoder().encode(config.tokenizer.secret)
      : randomBytes(32),
    now: options.now ?? (() => new Date()),
  };

  await app.register(cookie);
  await app.register(formbody);
  registerErrorHandling(app, context);
  // Flows, sessions and tokens are personal: no shared cache may keep them (Kratos does the same).
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/.well-known/')) {
      reply.header('cache-control', 'private, no-cache, no-store, must-revalidate');
    }
  });

  app.get('/health/alive', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ errors: { database: 'not reachable' } });
    }
  });

  // First: its read-only hook must stand in front of every route that changes something.
  registerImpersonationRoutes(app, context);
  registerFlowRoutes(app, context);
  registerFlowErrorRoutes(app, context);
  registerLogoutRoutes(app, context);
  registerSessionRoutes(app, context);
  registerSchemaRoutes(app);
  registerWebAuthnScript(app);
  // The admin API never joins these routes, whatever the config: see admin-app.ts.

  app.addHook('onClose', async () => context.courier.stop());
  return { app, context };
}
