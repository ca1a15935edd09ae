import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthenticated } from './errors.ts';
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
}

function credentialOf(request: FastifyRequest): SessionCredential | null {
  const token = request.headers['x-session-token'];
  if (typeof token === 'string' && token) return { token };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { cookie } : null;
}

async function authentication(app: FastifyInstance, { identity }: { identity: IdentityClient }) {
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
}

export default fp(authentication, { name: 'authentication', dependencies: ['@fastify/cookie'] });
