import type { FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.ts';
import { sessionInactive } from '../errors.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';
import type { Identity } from '../identities/identity.ts';
import { findIdentity } from '../identities/identity-repository.ts';
import { findActiveSession, type SessionRow } from './session-repository.ts';

export interface CurrentSession {
  session: SessionRow;
  identity: Identity;
  token: string;
}

/** Native apps send `X-Session-Token` (or a bearer token); browsers send the cookie. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-session-token'];
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim();
  return request.cookies[SESSION_COOKIE] || undefined;
}

export async function currentSession(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<CurrentSession | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const session = await findActiveSession(ctx.db, token);
  if (!session) return null;
  const identity = await findIdentity(ctx.db, session.identityId);
  if (!identity || identity.state !== 'active') return null;
  return { session, identity, token };
}

export async function requireSession(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<CurrentSession> {
  const current = await currentSession(ctx, request);
  if (!current) throw sessionInactive();
  return current;
}

/** Credential changes need a recent sign-in (Kratos's "privileged session"). */
export function isPrivileged(ctx: IdentityContext, session: SessionRow): boolean {
  return Date.now() - session.authenticatedAt.getTime() <= ctx.config.privilegedSessionMaxAgeMs;
}
