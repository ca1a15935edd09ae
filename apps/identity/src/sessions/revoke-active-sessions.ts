import type { IdentityContext } from '../context.ts';
import { revokeOtherSessions, type SessionRow } from './session-repository.ts';

/** Where Kratos lets an operator attach its `revoke_active_sessions` hook, and we do too. */
export type RevokeActiveSessionsAfter = 'recovery' | 'password_change';

/**
 * Kratos's `revoke_active_sessions` hook: after a recovery or a password change, every other
 * session of the identity ends (the one just used stays). Whoever held the account before —
 * a thief, or someone who registered the owner's address before the owner did — is out.
 */
export async function revokeActiveSessions(
  ctx: IdentityContext,
  after: RevokeActiveSessionsAfter,
  keep: SessionRow,
): Promise<void> {
  if (!ctx.config.revokeActiveSessionsAfter.includes(after)) return;
  const count = await revokeOtherSessions(ctx.db, keep);
  if (count > 0) ctx.log.info({ identity_id: keep.identityId, count, after }, 'sessions revoked');
}
