import { z } from 'zod';
import type { IdentityContext } from '../context.ts';
import { isUniqueViolation } from '../database/database.ts';
import { identityMismatch, sessionInactive, sessionRefreshRequired } from '../errors.ts';
import type { Identity } from '../identities/identity.ts';
import { findIdentity, setPassword, updateTraits } from '../identities/identity-repository.ts';
import { isPrivileged, type CurrentSession } from '../sessions/current-session.ts';
import { requireHighestAvailableAal } from '../sessions/required-aal.ts';
import { revokeActiveSessions } from '../sessions/revoke-active-sessions.ts';
import { checkPassword } from '../strategies/password/password-policy.ts';
import { hashPassword } from '../strategies/password/password-hashing.ts';
import { codeField, methodField, nestedObjectField, passwordField } from './body-fields.ts';
import type { Flow } from './flow.ts';
import type { FlowHandler, SubmitContext, SubmitOutcome } from './flow-handler.ts';
import { saveFlow, takePausedChange } from './flow-repository.ts';
import { createFlow, showFlow } from './flow-service.ts';
import { actionUrl, flowPageUrl, withQuery } from './flow-urls.ts';
import { message } from './messages.ts';
import { rateLimited } from './rate-limited.ts';
import { pauseChange, resumeChange, type SettingsChange } from './settings-continuity.ts';
import { applyTotpChange, totpSettingsNodes } from './settings-totp.ts';
import { parseTraits, traitNodes, traitValues } from './traits-form.ts';
import {
  csrfNode,
  inputNode,
  withFormMessage,
  withNodeMessage,
  withoutMessages,
  withValues,
  type UiNode,
} from './ui.ts';
import { sendVerificationCode, verificationFlow } from './verification.ts';

function baseNodes(flow: Flow, identity: Identity): UiNode[] {
  return [
    csrfNode(flow.csrfToken),
    ...traitNodes('profile', identity.traits),
    inputNode('profile', 'method', 'submit', { value: 'profile', label: message(1070003) }),
    inputNode('password', 'password', 'password', {
      required: true,
      autocomplete: 'new-password',
      label: message(1070001),
    }),
    inputNode('password', 'method', 'submit', { value: 'password', label: message(1070003) }),
  ];
}

/** The whole settings form (profile, password, authenticator app) and the pending secret. */
async function settingsForm(ctx: IdentityContext, flow: Flow, identity: Identity) {
  const totp = await totpSettingsNodes(ctx, flow, identity);
  return {
    nodes: [...baseNodes(flow, identity), ...totp.nodes],
    data: { ...flow.data, totpPendingUrl: totp.pendingUrl },
  };
}

const SettingsBody = z.object({
  method: methodField,
  traits: nestedObjectField,
  password: passwordField,
  totp_code: codeField,
  totp_unlink: z.union([z.literal('true'), z.literal(true)]).optional(),
  transient_payload: nestedObjectField,
});

/**
 * Credential changes (password, sign-in email) need a recent sign-in; Kratos's rule. Without
 * one the answer is 403 `session_refresh_required` (a browser form post: a redirect) to a
 * refresh login that returns to `GET /self-service/settings?flow=<id>`. A browser flow's
 * change is paused for that return (Kratos's continuity container); a native app, which
 * keeps no cookies, submits again after signing in.
 */
async function demandRecentSignIn(
  ctx: IdentityContext,
  flow: Flow,
  submit: SubmitContext,
  change: SettingsChange,
): Promise<SubmitOutcome | null> {
  if (isPrivileged(ctx, submit.current!.session)) return null;
  const login = withQuery(`${ctx.config.publicUrl}/self-service/login/browser`, {
    refresh: 'true',
    return_to: actionUrl(ctx.config, 'settings', flow.id),
  });
  const outcome = { status: 403, body: sessionRefreshRequired(login).body(), redirectTo: login };
  if (flow.type !== 'browser') return outcome;
  const { token, paused } = pauseChange(change, submit.current!.identity.id);
  await saveFlow(ctx.db, { ...flow, data: { ...flow.data, pausedChange: paused } });
  return { ...outcome, continuity: token };
}

async function saved(
  ctx: IdentityContext,
  flow: Flow,
  identity: Identity,
  continueWith?: unknown[],
) {
  const form = await settingsForm(
    ctx,
    { ...flow, data: { ...flow.data, totpPendingUrl: undefined } },
    identity,
  );
  const next = await saveFlow(ctx.db, {
    ...flow,
    state: 'success',
    ui: { ...flow.ui, nodes: form.nodes, messages: [message(1050001)] },
    data: continueWith ? { ...form.data, continueWith } : form.data,
  });
  const outcome = await showFlow(ctx, next, 200);
  return flow.returnTo ? { ...outcome, redirectTo: flow.returnTo } : outcome;
}

async function updateProfile(
  ctx: IdentityContext,
  flow: Flow,
  identity: Identity,
  traitsInput: unknown,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  let ui = withValues(withoutMessages(flow.ui), traitValues(traitsInput));
  const parsed = parseTraits(ui, traitsInput);
  ui = parsed.ui;
  if (!parsed.traits) {
    return showFlow(
      ctx,
      await saveFlow(ctx.db, { ...flow, ui, active: 'profile', state: 'show_form' }),
      400,
    );
  }
  const traits = parsed.traits;
  const emailChanged = traits.email !== identity.traits.email;
  if (emailChanged) {
    const paused = await demandRecentSignIn(ctx, flow, submit, {
      method: 'profile',
      traits: traitsInput,
    });
    if (paused) return paused;
  }
  if (emailChanged && !ctx.signupLimit.take(traits.email, submit.device.ip)) {
    return rateLimited(ctx, { ...flow, active: 'profile', state: 'show_form' }, ui);
  }
  let verificationId: string | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      await updateTraits(tx, identity, traits);
      if (!emailChanged) return;
      const draft = await createFlow(
        ctx,
        verificationFlow,
        {
          type: flow.type,
          returnTo: flow.returnTo,
          requestUrl: flow.requestUrl,
          data: {},
          csrfToken: flow.csrfToken,
          current: null,
        },
        tx,
      );
      verificationId = (await sendVerificationCode(ctx, tx, draft, traits.email)).id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    ui = withFormMessage(ui, message(4000007));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui, active: 'profile' }), 400);
  }
  void ctx.courier.dispatch().catch(() => {});
  const updated = (await findIdentity(ctx.db, identity.id))!;
  const continueWith = verificationId
    ? [
        {
          action: 'show_verification_ui',
          flow: {
            id: verificationId,
            verifiable_address: traits.email,
            ...(flow.type === 'browser'
              ? { url: flowPageUrl(ctx.config, 'verification', verificationId) }
              : {}),
          },
        },
      ]
    : undefined;
  return saved(ctx, { ...flow, active: 'profile' }, updated, continueWith);
}

async function changePassword(
  ctx: IdentityContext,
  flow: Flow,
  identity: Identity,
  password: string | undefined,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  const paused = await demandRecentSignIn(ctx, flow, submit, {
    method: 'password',
    password: password ?? '',
  });
  if (paused) return paused;
  const problem = password
    ? checkPassword(password, identity.traits.email)
    : message(4000002, { property: 'password' });
  if (problem || !password) {
    const ui = withNodeMessage(withoutMessages(flow.ui), 'password', problem!);
    return showFlow(
      ctx,
      await saveFlow(ctx.db, { ...flow, ui, active: 'password', state: 'show_form' }),
      400,
    );
  }
  await setPassword(ctx.db, identity, await hashPassword(password));
  await revokeActiveSessions(ctx, 'password_change', submit.current!.session);
  return saved(ctx, { ...flow, active: 'password' }, identity);
}

/** Links or unlinks the authenticator app: a credential change, so it needs a recent sign-in. */
async function changeTotp(
  ctx: IdentityContext,
  flow: Flow,
  identity: Identity,
  change: { code: string; unlink: boolean },
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  const paused = await demandRecentSignIn(ctx, flow, submit, { method: 'totp', ...change });
  if (paused) return paused;
  const failed = await applyTotpChange(ctx, flow, submit.current!, change, submit.device);
  if (failed && 'rateLimited' in failed) {
    return rateLimited(ctx, { ...flow, active: 'totp' }, withoutMessages(flow.ui));
  }
  if (failed) {
    const ui = withNodeMessage(withoutMessages(flow.ui), failed.field, failed.problem);
    return showFlow(
      ctx,
      await saveFlow(ctx.db, { ...flow, ui, active: 'totp', state: 'show_form' }),
      400,
    );
  }
  return saved(ctx, { ...flow, active: 'totp' }, identity);
}

/**
 * Who may submit to a settings flow: its own identity, with every factor it has set up
 * (Kratos's `required_aal: highest_available`). A password alone must not be enough to unlink
 * the authenticator app and link another. After the second factor the browser comes back to
 * this flow's submit URL, as Kratos sends it back to the request it refused.
 */
async function requireSettingsSession(
  ctx: IdentityContext,
  flow: Flow,
  submit: SubmitContext,
): Promise<CurrentSession> {
  const current = submit.current;
  if (!current) throw sessionInactive();
  if (current.identity.id !== flow.identityId) throw identityMismatch();
  await requireHighestAvailableAal(ctx, current, actionUrl(ctx.config, 'settings', flow.id));
  return current;
}

/**
 * The browser's return from a refresh sign-in: applies the change paused on this flow when
 * the continuity cookie's secret and the signed-in identity match it. A change is replayed
 * once; with nothing to resume the flow says no method was chosen, as Kratos does.
 */
export async function resumeSettings(
  ctx: IdentityContext,
  flow: Flow,
  token: string | undefined,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  const { identity } = await requireSettingsSession(ctx, flow, submit);
  const change = resumeChange(await takePausedChange(ctx.db, flow.id), token, identity.id);
  const current: Flow = { ...flow, data: { ...flow.data, pausedChange: undefined } };
  if (change?.method === 'profile') {
    return updateProfile(ctx, current, identity, change.traits, submit);
  }
  if (change?.method === 'password') {
    return changePassword(ctx, current, identity, change.password || undefined, submit);
  }
  if (change?.method === 'totp') return changeTotp(ctx, current, identity, change, submit);
  const ui = withFormMessage(withoutMessages(current.ui), message(4010004));
  return showFlow(ctx, await saveFlow(ctx.db, { ...current, ui }), 400);
}

export const settingsFlow: FlowHandler = {
  kind: 'settings',

  async initialize(ctx, draft, current) {
    if (!current) throw sessionInactive();
    const form = await settingsForm(ctx, draft, current.identity);
    return {
      ...draft,
      state: 'show_form',
      identityId: current.identity.id,
      ui: { ...draft.ui, nodes: form.nodes },
      data: form.data,
    };
  },

  async submit(ctx, flow, rawBody, submit) {
    const { identity } = await requireSettingsSession(ctx, flow, submit);
    const body = SettingsBody.parse(rawBody);
    if (body.method === 'profile') return updateProfile(ctx, flow, identity, body.traits, submit);
    if (body.method === 'password')
      return changePassword(ctx, flow, identity, body.password, submit);
    if (body.method === 'totp' || body.totp_unlink) {
      const change = { code: body.totp_code ?? '', unlink: Boolean(body.totp_unlink) };
      return changeTotp(ctx, flow, identity, change, submit);
    }
    const ui = withFormMessage(withoutMessages(flow.ui), message(4010004));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
  },
};
