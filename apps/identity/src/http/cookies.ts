import type { FastifyReply } from 'fastify';
import type { IdentityConfig } from '../config.ts';
import { CONTINUITY_COOKIE } from '../flows/settings-continuity.ts';
import { sha256 } from '../tokens.ts';

/** The cookie name the commerce API and every Ory client expect. */
export const SESSION_COOKIE = 'ory_kratos_session';

/** Kratos names its CSRF cookie after the base URL so two deployments on one host differ. */
export function csrfCookieName(config: IdentityConfig): string {
  return `csrf_token_${sha256(config.publicUrl).slice(0, 12)}`;
}

function baseOptions(config: IdentityConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: IdentityConfig,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, { ...baseOptions(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: IdentityConfig): void {
  reply.clearCookie(SESSION_COOKIE, baseOptions(config));
}

export function setCsrfCookie(reply: FastifyReply, config: IdentityConfig, token: string): void {
  // Outlives any one flow so parallel tabs share it, like Kratos's year-long CSRF cookie.
  reply.setCookie(csrfCookieName(config), token, {
    ...baseOptions(config),
    maxAge: 365 * 24 * 3600,
  });
}

/** The browser's key to a settings change paused for a refresh sign-in (15 minutes). */
export function setContinuityCookie(
  reply: FastifyReply,
  config: IdentityConfig,
  token: string,
  maxAgeMs: number,
): void {
  reply.setCookie(CONTINUITY_COOKIE, token, {
    ...baseOptions(config),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearContinuityCookie(reply: FastifyReply, config: IdentityConfig): void {
  reply.clearCookie(CONTINUITY_COOKIE, baseOptions(config));
}
