import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, Unauthenticated } from './errors.ts';
import type { IdentityClient, IdentitySession, SessionCredential } from './identity-client.ts';
import { SESSION_COOKIE } from './xsrf.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the caller's identity session once per request; null for guests. */
    identitySession(): Promise<IdentitySession | null>;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in customer (401 otherwise). */
    requireSession(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /** An unsafe route a support (impersonation) session may still call: it changes nothing. */
    allowWhileImpersonating?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A change a support session tried to make, for the audit (the impersonation module). */
export interface RefusedWrite {
  identityId: string;
  sessionId: string;
  method: string;
  path: string;
}

function credentialOf(request: FastifyRequest): SessionCredential | null {
  const token = request.headers['x-session-token'];
  if (typeof token === 'string' && token) return { token };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { cookie } : null;
}

async function authentication(
  app: FastifyInstance,
  options: { identity: IdentityClient; onRefusedWrite?: (write: RefusedWrite) => Promise<void> },
) {
  const { identity } = options;
  const resolved = new WeakMap<FastifyRequest, Promise<IdentitySession | null>>();
  app.decorateRequest('identitySession', function (this: FastifyRequest) {
    let session = resolved.get(this);
    if (!session) {
      const credential = credentialOf(this);
      session = credential ? identity.whoami(credential) : Promise.resolve(null);
      resolved.set(this, session);
    }
    return session;
  });
  app.decorate('requireSession', async (request: FastifyRequest) => {
    if (!(await request.identitySession())) throw new Unauthenticated();
  });

  // Support sessions (spec §6) are read-only: every unsafe request is refused before its
  // body is validated, and recorded. Only the session's own flag decides, so nothing a
  // client sends can lift it.
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method) || !credentialOf(request)) return;
    if (request.routeOptions.config?.allowWhileImpersonating) return;
    let session: IdentitySession | null;
    try {
      session = await request.identitySession();
    } catch {
      return; // The identity service is down: a route that needs the session fails by itself.
    }
    if (!session?.identity.metadata_public?.is_impersonate_identity) return;
    await options.onRefusedWrite?.({
      identityId: session.identity.id,
      sessionId: session.id,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
    });
    throw new DomainError(
      403,
      'impersonation_read_only',
      'Support is viewing this account: nothing can be changed in this session.',
    );
  });
}

export default fp(authentication, { name: 'authentication', dependencies: ['@fastify/cookie'] });
