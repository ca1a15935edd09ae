import { z } from 'zod';
import type { IdentityContext } from '../context.ts';
import { registrationCodeEmail } from '../courier/templates.ts';
import { isUniqueViolation } from '../database/database.ts';
import { sessionAlreadyAvailable } from '../errors.ts';
import { createIdentity } from '../identities/identity-repository.ts';
import { issueCode, redeemCode } from '../strategies/code/one-time-codes.ts';
import { checkPassword } from '../strategies/password/password-policy.ts';
import { hashPassword } from '../strategies/password/password-hashing.ts';
import { codeField, methodField, nestedObjectField, passwordField } from './body-fields.ts';
import type { Flow, FlowData } from './flow.ts';
import type { FlowHandler, SubmitContext, SubmitOutcome } from './flow-handler.ts';
import { saveFlow } from './flow-repository.ts';
import { showFlow } from './flow-service.ts';
import { message } from './messages.ts';
import { rateLimited } from './rate-limited.ts';
import { completeSignIn } from './sign-in.ts';
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

function registrationNodes(flow: Flow): UiNode[] {
  return [
    csrfNode(flow.csrfToken),
    ...traitNodes('default'),
    inputNode('password', 'password', 'password', {
      required: true,
      autocomplete: 'new-password',
      label: message(1070001),
    }),
    inputNode('password', 'method', 'submit', { value: 'password', label: message(1040001) }),
  ];
}

/** Once the code is sent: the code, "continue", and "resend" (Kratos's code registration). */
function codeSentNodes(flow: Flow): UiNode[] {
  return [
    csrfNode(flow.csrfToken),
    inputNode('code', 'code', 'text', {
      required: true,
      autocomplete: 'one-time-code',
      label: message(1070012),
    }),
    inputNode('code', 'method', 'submit', { value: 'code', label: message(1070009) }),
    inputNode('code', 'resend', 'submit', { value: 'code', label: message(1070008) }),
  ];
}

const RegistrationBody = z.object({
  method: methodField,
  traits: nestedObjectField,
  password: passwordField,
  code: codeField,
  resend: methodField,
  transient_payload: nestedObjectField,
});
type RegistrationBody = z.infer<typeof RegistrationBody>;
type PendingRegistration = NonNullable<FlowData['pendingRegistration']>;

/**
 * Mails a sign-up code to the address and moves the flow to `sent_email`, keeping what the
 * code will create. Nothing here looks at whether the address has an account: the answer,
 * the email and the time taken are the same either way, so the form tells no one who is a
 * customer (Kratos's account enumeration mitigation; docs/security.md).
 */
async function sendCode(
  ctx: IdentityContext,
  flow: Flow,
  pending: PendingRegistration,
): Promise<SubmitOutcome> {
  const address = pending.traits.email;
  const saved = await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, {
      flowId: flow.id,
      purpose: 'registration',
      address,
      identityId: null,
      lifespanMs: ctx.config.codeLifespanMs,
      cap: ctx.config.codeLimit,
    });
    // Past the per-address cap nothing is sent; the answer stays the same.
    if (code) await ctx.courier.enqueue(tx, registrationCodeEmail(address, code));
    return saveFlow(tx, {
      ...flow,
      state: 'sent_email',
      active: 'code',
      data: { ...flow.data, address, pendingRegistration: pending },
      ui: { ...flow.ui, nodes: codeSentNodes(flow), messages: [message(1040005)] },
    });
  });
  void ctx.courier.dispatch().catch(() => {});
  // Kratos answers "code sent" with 400 and the flow, so clients re-render the form.
  return showFlow(ctx, saved, 400);
}

/** The flow's data without a sign-up waiting for its code. */
function withoutPending(data: FlowData): FlowData {
  const rest = { ...data };
  delete rest.pendingRegistration;
  return rest;
}

/**
 * The form: traits and password checked, then a code mailed to the address. Sent again from
 * the code step (the browser's back button), it starts over: the earlier sign-up is dropped.
 */
async function byPassword(
  ctx: IdentityContext,
  current: Flow,
  body: RegistrationBody,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  const flow: Flow = {
    ...current,
    state: 'choose_method',
    data: withoutPending(current.data),
    ui: { ...current.ui, nodes: registrationNodes(current) },
  };
  let ui = withValues(withoutMessages(flow.ui), traitValues(body.traits));
  const parsed = parseTraits(ui, body.traits);
  ui = parsed.ui;
  const passwordProblem = body.password
    ? checkPassword(body.password, parsed.traits?.email)
    : message(4000002, { property: 'password' });
  if (passwordProblem) ui = withNodeMessage(ui, 'password', passwordProblem);
  if (!parsed.traits || passwordProblem || !body.password) {
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui, active: 'password' }), 400);
  }
  const traits = parsed.traits;
  if (!ctx.signupLimit.take(traits.email, submit.device.ip)) {
    return rateLimited(ctx, { ...flow, active: 'password' }, ui);
  }
  const hashedPassword = await hashPassword(body.password);
  return sendCode(ctx, { ...flow, ui }, { traits, hashedPassword });
}

/** "Send a new code": the same address, a fresh code, the earlier one no longer valid. */
async function resend(
  ctx: IdentityContext,
  flow: Flow,
  pending: PendingRegistration,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  if (!ctx.signupLimit.take(pending.traits.email, submit.device.ip)) {
    return rateLimited(ctx, flow, withoutMessages(flow.ui));
  }
  return sendCode(ctx, flow, pending);
}

/**
 * The code: proof the person signing up reads the address. Only now is the identity created
 * (its address verified) and signed in. An address that has an account already answers 4000007
 * here, to its owner alone: no one else can read the code.
 */
async function byCode(
  ctx: IdentityContext,
  flow: Flow,
  pending: PendingRegistration,
  body: RegistrationBody,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  if (!body.code) {
    const ui = withNodeMessage(
      withoutMessages(flow.ui),
      'code',
      message(4000002, { property: 'code' }),
    );
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
  }
  const redeemed = await redeemCode(ctx.db, flow.id, 'registration', body.code);
  if (!redeemed || redeemed.address !== pending.traits.email) {
    const ui = withFormMessage(withoutMessages(flow.ui), message(4040003));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
  }
  const data = withoutPending(flow.data);
  let identity;
  try {
    identity = await ctx.db.transaction((tx) =>
      createIdentity(tx, {
        traits: pending.traits,
        hashedPassword: pending.hashedPassword,
        verified: true,
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Back to the form, filled in again (never the password), for another address.
    const form = withValues(
      { ...flow.ui, nodes: registrationNodes(flow), messages: [] },
      traitValues(pending.traits),
    );
    const ui = withFormMessage(form, message(4000007));
    return showFlow(
      ctx,
      await saveFlow(ctx.db, { ...flow, state: 'choose_method', active: 'password', data, ui }),
      400,
    );
  }
  // The code verified the address, so this is where "after verification" leads as well.
  const returnTo = data.afterVerificationReturnTo ?? flow.returnTo;
  return completeSignIn(ctx, { ...flow, data, returnTo }, identity, 'password', submit, {
    includeIdentity: true,
  });
}

/**
 * Sign-up in two steps, like Kratos's code registration: the form (traits and a password)
 * mails a code to the address, and the code creates the account. Both steps answer alike for
 * an address that has an account and one that has none, until the code is given.
 */
export const registrationFlow: FlowHandler = {
  kind: 'registration',

  async initialize(_ctx, draft, current) {
    if (current) throw sessionAlreadyAvailable();
    return { ...draft, ui: { ...draft.ui, nodes: registrationNodes(draft) } };
  },

  async submit(ctx, flow, rawBody, submit) {
    const body = RegistrationBody.parse(rawBody);
    if (submit.current) throw sessionAlreadyAvailable();
    const pending = flow.state === 'sent_email' ? flow.data.pendingRegistration : undefined;
    if (pending && body.resend === 'code') return resend(ctx, flow, pending, submit);
    if (pending && body.method === 'code') return byCode(ctx, flow, pending, body, submit);
    if (body.method === 'password') return byPassword(ctx, flow, body, submit);
    const ui = withFormMessage(
      withValues(withoutMessages(flow.ui), traitValues(body.traits)),
      message(4010003),
    );
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
  },
};
