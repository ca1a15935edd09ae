import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden } from './errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_COOKIE = 'ory_kratos_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads public data (the catalog) the same for everyone: it hands out no
     * XSRF token, so its answers carry no Set-Cookie (a cache may keep them; the web's pages
     * hand out the token themselves, apps/web/proxy.ts).
     */
    publicData?: boolean;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit cookie: the API hands out a script-readable `XSRF-TOKEN` cookie, and any unsafe
 * request that a browser authenticates with the session cookie must echo it in `X-XSRF-TOKEN`.
 * A cross-site page can make the browser send the cookie but cannot read it to set the header.
 */
async function xsrf(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken && !request.routeOptions.config?.publicData) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    if (SAFE_METHODS.has(request.method) || !request.cookies[SESSION_COOKIE]) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (typeof headerToken !== 'string' || !cookieToken || !sameToken(headerToken, cookieToken)) {
      throw new Forbidden(
        'This request is missing a valid X-XSRF-TOKEN header. Reload the page and try again.',
        'csrf_token_mismatch',
      );
    }
  });
}

export default fp(xsrf, { name: 'xsrf', dependencies: ['@fastify/cookie'] });
