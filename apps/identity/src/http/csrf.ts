import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../config.ts';
import { randomToken, sameSecret } from '../tokens.ts';
import { csrfCookieName } from './cookies.ts';

/**
 * The CSRF cookie holds a random secret; the token a form carries is derived from it:
 * `<nonce>.<HMAC(cookie secret key, nonce + cookie)>`. Like nosurf's masked tokens (Kratos),
 * the form never shows the cookie and differs per flow; the HMAC under the server's secret
 * means only a token minted by us for this very cookie is accepted, so a cookie an attacker
 * plants cannot be paired with a token they made up.
 */
function mac(config: IdentityConfig, nonce: string, cookie: string): string {
  return createHmac('sha256', config.cookieSecret)
    .update(`csrf\0${nonce}\0${cookie}`)
    .digest('base64url');
}

export function csrfFormToken(config: IdentityConfig, cookie: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(config, nonce, cookie)}`;
}

/** True when the token was minted by this service for this cookie value. */
export function csrfTokenMatches(config: IdentityConfig, cookie: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!cookie || !nonce || !signature || extra !== undefined) return false;
  return sameSecret(signature, mac(config, nonce, cookie));
}

const minted = new WeakMap<FastifyRequest, string>();

/** The browser's CSRF cookie value, or a new one (the same for the whole request). */
export function csrfCookieValue(config: IdentityConfig, request: FastifyRequest): string {
  const existing = request.cookies[csrfCookieName(config)] || minted.get(request);
  if (existing) return existing;
  const fresh = randomToken('', 32);
  minted.set(request, fresh);
  return fresh;
}
