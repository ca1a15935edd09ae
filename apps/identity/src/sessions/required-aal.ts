import type { IdentityConfig } from '../config.ts';
import type { IdentityContext } from '../context.ts';
import { sessionAal2Required } from '../errors.ts';
import { findTotpUrl } from '../strategies/totp/totp-repository.ts';
import type { CurrentSession } from './current-session.ts';
import type { SessionRow } from './session-repository.ts';

/** Where a browser gives its second factor: a login flow asking for aal2, then `returnTo`. */
export function secondFactorLoginUrl(config: IdentityConfig, returnTo?: string): string {
  const url = new URL(`${config.publicUrl}/self-service/login/browser`);
  url.searchParams.set('aal', 'aal2');
  if (returnTo) url.searchParams.set('return_to', returnTo);
  return url.toString();
}

/**
 * Whether a session has fewer factors than its identity set up: aal1 while an authenticator
 * app is linked. Support's impersonation sessions are exempt: support cannot give the
 * customer's code, the grant behind the session is made by staff signed in at aal2, and the
 * session changes nothing (sessions/impersonation.ts).
 */
export async function lacksSecondFactor(
  ctx: IdentityContext,
  session: SessionRow,
): Promise<boolean> {
  if (session.aal === 'aal2' || session.impersonatedBy) return false;
  return (await findTotpUrl(ctx.db, session.identityId)) !== null;
}

/**
 * Kratos's `required_aal: highest_available`, its default for settings and for whoami: once
 * an identity has a second factor, a password alone (an aal1 session) no longer counts as
 * signed in there. Refuses with 403 `session_aal2_required`, whose `redirect_browser_to` is
 * the aal2 login returning to `returnTo`.
 */
export async function requireHighestAvailableAal(
  ctx: IdentityContext,
  current: CurrentSession,
  returnTo?: string,
): Promise<void> {
  if (await lacksSecondFactor(ctx, current.session)) {
    throw sessionAal2Required(secondFactorLoginUrl(ctx.config, returnTo));
  }
}
