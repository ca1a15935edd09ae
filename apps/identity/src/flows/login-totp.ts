import type { IdentityContext } from '../context.ts';
import { KratosError, sessionAlreadyAvailable } from '../errors.ts';
import { raiseToAal2 } from '../sessions/session-repository.ts';
import { sessionView } from '../sessions/session-view.ts';
import type { CurrentSession } from '../sessions/current-session.ts';
import { matchingStep } from '../strategies/totp/totp.ts';
import { findTotpUrl, useTotpStep } from '../strategies/totp/totp-repository.ts';
import type { Flow } from './flow.ts';
import type { SubmitContext, SubmitOutcome } from './flow-handler.ts';
import { saveFlow } from './flow-repository.ts';
import { showFlow } from './flow-service.ts';
import { defaultReturnTo } from './flow-urls.ts';
import { message } from './messages.ts';
import { rateLimited } from './rate-limited.ts';
import { guessTotp } from './totp-guesses.ts';
import {
  csrfNode,
  inputNode,
  withFormMessage,
  withNodeMessage,
  withoutMessages,
  type UiNode,
} from './ui.ts';

/** Kratos's answer to `aal=aal2` without a session: the first factor comes first. */
export const aal1Required = () =>
  new KratosError(
    401,
    'Unauthorized',
    'You can not requested a higher AAL (AAL2/AAL3) without an active session.',
    'No active session was found in this request.',
    'session_aal1_required',
  );

/**
 * A login flow asking for the second factor (`aal=aal2`) for the signed-in identity: its
 * `totp` group when an authenticator app is linked, else only Kratos's "no TOTP device" note.
 */
export async function secondFactorForm(
  ctx: IdentityContext,
  draft: Flow,
  current: CurrentSession | null,
): Promise<Flow> {
  if (!current) throw aal1Required();
  if (current.session.aal === 'aal2' && !draft.data.refresh) throw sessionAlreadyAvailable();
  const linked = await findTotpUrl(ctx.db, current.identity.id);
  const nodes: UiNode[] = [csrfNode(draft.csrfToken)];
  if (linked) {
    nodes.push(
      inputNode('totp', 'totp_code', 'text', {
        required: true,
        autocomplete: 'one-time-code',
        label: message(1010006),
      }),
      inputNode('totp', 'method', 'submit', { value: 'totp', label: message(1010009) }),
    );
  }
  return {
    ...draft,
    identityId: current.identity.id,
    ui: { ...draft.ui, nodes, messages: [message(linked ? 1010004 : 4000011)] },
  };
}

/**
 * Checks the authenticator code and raises the same session to aal2. A code works once (its
 * time step is spent atomically) and one step of clock drift either way is accepted. Codes
 * are guessed within the TOTP budget (totp-guesses.ts): past it the flow answers as Kratos
 * does when rate limited, whatever the code.
 */
export async function bySecondFactor(
  ctx: IdentityContext,
  flow: Flow,
  code: string | undefined,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  const current = submit.current;
  if (!current) throw aal1Required();
  if (current.identity.id !== flow.identityId) throw aal1Required();
  const identityId = current.identity.id;
  const url = await findTotpUrl(ctx.db, identityId);
  if (!url) {
    const ui = withFormMessage(withoutMessages(flow.ui), message(4000011));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui, active: 'totp' }), 400);
  }
  // A code of the secret whose step was already used (a replay, or the owner signing in twice
  // within one step) is refused, but it is no wrong guess: it counts against the flow only.
  const guess = await guessTotp(
    ctx,
    { flowId: flow.id, flowKind: 'login', identity: current.identity, device: submit.device },
    async (now) => {
      const step = code ? matchingStep(url, code, now) : null;
      return step === null ? null : { unused: await useTotpStep(ctx.db, identityId, step) };
    },
  );
  if (guess.outcome === 'refused') {
    return rateLimited(ctx, { ...flow, active: 'totp' }, withoutMessages(flow.ui));
  }
  if (guess.outcome === 'wrong' || !guess.proof.unused) {
    const ui = withNodeMessage(withoutMessages(flow.ui), 'totp_code', message(4000008));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui, active: 'totp' }), 400);
  }
  const session = await raiseToAal2(ctx.db, current.session, 'totp');
  await saveFlow(ctx.db, {
    ...flow,
    state: 'passed_challenge',
    active: 'totp',
    usedAt: new Date(),
  });
  const redirectTo = flow.returnTo ?? defaultReturnTo(ctx.config);
  const body: Record<string, unknown> = {
    session: sessionView(session, current.identity, ctx.config),
  };
  if (flow.type === 'api') body.session_token = current.token;
  if (flow.returnTo) {
    body.continue_with = [{ action: 'redirect_browser_to', redirect_browser_to: redirectTo }];
  }
  return { status: 200, body, redirectTo, session: { session, token: current.token } };
}
