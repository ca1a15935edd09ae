import { eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.ts';
import { sessionTokenExchanges } from '../database/tables.ts';
import type { Identity } from '../identities/identity.ts';
import { identityView } from '../identities/identity-view.ts';
import type { AuthenticationMethod } from '../sessions/session.ts';
import {
  issueSession,
  refreshSession,
  type IssuedSession,
} from '../sessions/session-repository.ts';
import { lacksSecondFactor, secondFactorLoginUrl } from '../sessions/required-aal.ts';
import { sessionView } from '../sessions/session-view.ts';
import { randomToken, sha256 } from '../tokens.ts';
import type { Flow } from './flow.ts';
import type { SubmitContext, SubmitOutcome } from './flow-handler.ts';
import { saveFlow } from './flow-repository.ts';
import { defaultReturnTo, withQuery } from './flow-urls.ts';

/**
 * Kratos's "session" hook: a completed login or registration signs the customer in. A
 * `refresh=true` login by the session's own identity renews that session instead of adding
 * one. Native flows get the token in the body, browser flows as a cookie.
 */
export async function completeSignIn(
  ctx: IdentityContext,
  flow: Flow,
  identity: Identity,
  method: AuthenticationMethod['method'],
  submit: SubmitContext,
  options: { includeIdentity?: boolean; continueWith?: unknown[] } = {},
): Promise<SubmitOutcome> {
  let issued: IssuedSession;
  if (flow.data.refresh && submit.current?.identity.id === identity.id) {
    const session = await refreshSession(ctx.db, submit.current.session, method);
    issued = { session, token: submit.current.token };
  } else {
    issued = await issueSession(ctx.db, {
      identityId: identity.id,
      method,
      lifespanMs: ctx.config.sessionLifespanMs,
      device: submit.device,
    });
  }
  await saveFlow(ctx.db, {
    ...flow,
    state: 'passed_challenge',
    active: method,
    identityId: identity.id,
    usedAt: new Date(),
  });

  let redirectTo = flow.returnTo ?? defaultReturnTo(ctx.config);
  const exchange = await attachToExchange(ctx, flow, issued);
  if (exchange && flow.returnTo) redirectTo = withQuery(flow.returnTo, { code: exchange });

  const continueWith = [...(options.continueWith ?? [])];
  if (flow.type === 'api') {
    continueWith.unshift({ action: 'set_ory_session_token', ory_session_token: issued.token });
  }
  if (flow.returnTo)
    continueWith.push({ action: 'redirect_browser_to', redirect_browser_to: redirectTo });

  const session: Record<string, unknown> = sessionView(issued.session, identity, ctx.config);
  // As Kratos checks a new session against whoami's required AAL: with an authenticator app
  // linked the first factor is only the first step. Browsers go on to the aal2 login (422 for
  // fetch, 303 for a form) with the cookie already set; native apps get their token, and the
  // session without its identity, which Kratos keeps from whoever only has the password.
  const secondFactorNext = await lacksSecondFactor(ctx, issued.session);
  if (secondFactorNext) delete session.identity;
  const body: Record<string, unknown> = { session };
  if (flow.type === 'api') body.session_token = issued.token;
  if (options.includeIdentity) body.identity = identityView(identity, ctx.config);
  if (continueWith.length > 0) body.continue_with = continueWith;
  if (secondFactorNext && flow.type === 'browser') {
    const next = secondFactorLoginUrl(ctx.config, flow.returnTo ?? undefined);
    return { status: 200, body, redirectTo: next, locationChange: true, session: issued };
  }
  return { status: 200, body, redirectTo, session: issued };
}

/**
 * A native app that opened this flow with `return_session_token_exchange_code=true` collects
 * the session later with the init code plus this return-to code.
 */
async function attachToExchange(
  ctx: IdentityContext,
  flow: Flow,
  issued: IssuedSession,
): Promise<string | null> {
  if (!flow.data.sessionTokenExchangeCode) return null;
  const returnToCode = randomToken('', 24);
  await ctx.db
    .update(sessionTokenExchanges)
    .set({
      returnToCodeHash: sha256(returnToCode),
      sessionId: issued.session.id,
      sessionToken: issued.token,
      updatedAt: new Date(),
    })
    .where(eq(sessionTokenExchanges.flowId, flow.id));
  return returnToCode;
}
