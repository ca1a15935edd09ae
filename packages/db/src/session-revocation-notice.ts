import { z } from 'zod';

/**
 * The PostgreSQL channel on which the identity service announces ended sessions, so the API
 * drops its cached whoami answers at once instead of trusting them until they expire.
 */
export const SESSIONS_REVOKED_CHANNEL = 'identity_sessions_revoked';

/** One ended session, or every session of one identity (bulk revocations send one notice). */
export type RevocationNotice = { sessionId: string } | { identityId: string };

const UUID = z.uuid();

export function encodeRevocationNotice(notice: RevocationNotice): string {
  return 'sessionId' in notice ? `session:${notice.sessionId}` : `identity:${notice.identityId}`;
}

/** Null for anything that is not a notice we sent (the channel is open to every role). */
export function parseRevocationNotice(payload: string | undefined): RevocationNotice | null {
  const match = /^(session|identity):(.{36})$/.exec(payload ?? '');
  if (!match || !UUID.safeParse(match[2]).success) return null;
  return match[1] === 'session' ? { sessionId: match[2]! } : { identityId: match[2]! };
}
