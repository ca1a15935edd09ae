import { z } from 'zod';
import type { IdentityContext } from '../context.ts';
import { loginCodeEmail } from '../courier/templates.ts';
import { sessionAlreadyAvailable } from '../errors.ts';
import {
  findByIdentifier,
  findIdentity,
  markAddressVerified,
} from '../identities/identity-repository.ts';
import { issueCode, redeemCode } from '../strategies/code/one-time-codes.ts';
import { verifyPassword } from '../strategies/password/password-hashing.ts';
import {
  codeField,
  identifierField,
  methodField,
  nestedObjectField,
  passwordField,
} from './body-fields.ts';
import type { Flow } from './flow.ts';
import type { FlowHandler, SubmitContext, SubmitOutcome } from './flow-handler.ts';
import { saveFlow } from './flow-repository.ts';
import { showFlow } from './flow-service.ts';
import { message } from './messages.ts';
import { rateLimited } from './rate-limited.ts';
import { bySecondFactor, secondFactorForm } from './login-totp.ts';
import { completeSignIn } from './sign-in.ts';
import {
  csrfNode,
  inputNode,
  withFormMessage,
  withNodeMessage,
  withoutMessages,
  type UiContainer,
  type UiNode,
} from './ui.ts';

// Kratos labels the identifier after the traits field it signs in with (title and path).
const identifierLabel = () => message(1070002, { title: 'Email', name: 'traits.email' });

function chooseMethodNodes(flow: Flow, refreshIdentifier: string | undefined): UiNode[] {
  return [
    csrfNode(flow.csrfToken),
    refreshIdentifier
      ? inputNode('default', 'identifier', 'hidden', { value: refreshIdentifier, required: true })
      : inputNode('default', 'identifier', 'text', {
          value: '',
          required: true,
          autocomplete: 'username',
          label: identifierLabel(),
        }),
    inputNode('password', 'password', 'password', {
      required: true,
      autocomplete: 'current-password',
      label: message(1070001),
    }),
    inputNode('password', 'method', 'submit', { value: 'password', label: message(1010022) }),
    inputNode('code', 'method', 'submit', { value: 'code', label: message(1010015) }),
  ];
}

function codeSentNodes(flow: Flow, identifier: string): UiNode[] {
  return [
    csrfNode(flow.csrfToken),
    inputNode('default', 'identifier', 'hidden', { value: identifier, required: true }),
    inputNode('code', 'code', 'text', {
      required: true,
      autocomplete: 'one-time-code',
      label: message(1070013),
    }),
    inputNode('code', 'method', 'submit', { value: 'code', label: message(1070009) }),
    inputNode('code', 'resend', 'submit', { value: 'code', label: message(1070008) }),
  ];
}

const LoginBody = z.object({
  method: methodField,
  identifier: identifierField,
  password_identifier: identifierField,
  password: passwordField,
  code: codeField,
  totp_code: codeField,
  resend: methodField,
  transient_payload: nestedObjectField,
});
type LoginBody = z.infer<typeof LoginBody>;

function withIdentifier(ui: UiContainer, identifier: string): UiContainer {
  return {
    ...ui,
    nodes: ui.nodes.map((node) =>
      node.attributes.node_type === 'input' &&
      node.attributes.name === 'identifier' &&
      node.attributes.type !== 'hidden'
        ? { ...node, attributes: { ...node.attributes, value: identifier } }
        : node,
    ),
  };
}

async function byPassword(
  ctx: IdentityContext,
  flow: Flow,
  body: LoginBody,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  const identifier = (body.identifier || body.password_identifier || '').toLowerCase();
  let ui = withIdentifier(withoutMessages(flow.ui), identifier);
  if (!identifier)
    ui = withNodeMessage(ui, 'identifier', message(4000002, { property: 'identifier' }));
  if (!body.password)
    ui = withNodeMessage(ui, 'password', message(4000002, { property: 'password' }));
  if (!identifier || !body.password) {
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui, active: 'password' }), 400);
  }
  if (ctx.loginAttempts.isLimited(identifier, submit.device.ip)) {
    return rateLimited(ctx, { ...flow, active: 'password' }, ui);
  }

  const found = await findByIdentifier(ctx.db, 'password', identifier);
  const valid = await verifyPassword(found?.hashedPassword, body.password);
  const refreshMismatch =
    flow.data.refresh && submit.current && submit.current.identity.id !== found?.identity.id;
  if (!found || !valid || found.identity.state !== 'active' || refreshMismatch) {
    ctx.loginAttempts.recordFailure(identifier, submit.device.ip);
    // One message whether the account exists or not: no account enumeration.
    ui = withFormMessage(ui, message(4000006));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui, active: 'password' }), 400);
  }
  ctx.loginAttempts.recordSuccess(identifier, submit.device.ip);
  return completeSignIn(ctx, flow, found.identity, 'password', submit);
}

async function byCode(
  ctx: IdentityContext,
  flow: Flow,
  body: LoginBody,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  if (flow.state === 'sent_email' && body.code && !body.resend) {
    const redeemed = await redeemCode(ctx.db, flow.id, 'login', body.code);
    const identity = redeemed?.identityId ? await findIdentity(ctx.db, redeemed.identityId) : null;
    if (!redeemed || !identity || identity.state !== 'active') {
      const ui = withFormMessage(withoutMessages(flow.ui), message(4010008));
      return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
    }
    // The customer read a code sent to the address, which proves they control it.
    await markAddressVerified(ctx.db, redeemed.address);
    const verified = (await findIdentity(ctx.db, identity.id)) ?? identity;
    return completeSignIn(ctx, flow, verified, 'code', submit);
  }

  const identifier = (body.identifier || flow.data.address || '').toLowerCase();
  if (!identifier) {
    const ui = withNodeMessage(
      withoutMessages(flow.ui),
      'identifier',
      message(4000002, { property: 'identifier' }),
    );
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui, active: 'code' }), 400);
  }
  if (ctx.loginAttempts.isLimited(identifier, submit.device.ip)) {
    return rateLimited(ctx, { ...flow, active: 'code' }, withoutMessages(flow.ui));
  }
  // Each code sent counts as an attempt, which also caps the emails one address receives.
  ctx.loginAttempts.recordFailure(identifier, submit.device.ip);

  const found = await findByIdentifier(ctx.db, 'code', identifier);
  if (found && found.identity.state === 'active') {
    const code = await issueCode(ctx.db, {
      flowId: flow.id,
      purpose: 'login',
      address: identifier,
      identityId: found.identity.id,
      lifespanMs: ctx.config.codeLifespanMs,
      cap: ctx.config.codeLimit,
    });
    if (code) {
      await ctx.courier.enqueue(ctx.db, loginCodeEmail(identifier, code));
      void ctx.courier.dispatch().catch(() => {});
    }
  }
  // The same answer for unknown addresses, so the form reveals no accounts.
  const ui: UiContainer = {
    ...flow.ui,
    nodes: codeSentNodes(flow, identifier),
    messages: [message(1010014)],
  };
  const saved = await saveFlow(ctx.db, {
    ...flow,
    ui,
    state: 'sent_email',
    active: 'code',
    data: { ...flow.data, address: identifier },
  });
  // Kratos answers "code sent" with 400 and the flow, so clients re-render the form.
  return showFlow(ctx, saved, 400);
}

export const loginFlow: FlowHandler = {
  kind: 'login',

  async initialize(ctx, draft, current) {
    if (draft.data.requestedAal === 'aal2') return secondFactorForm(ctx, draft, current);
    if (current && !draft.data.refresh) throw sessionAlreadyAvailable();
    const refreshIdentifier = draft.data.refresh ? current?.identity.traits.email : undefined;
    return {
      ...draft,
      ui: {
        ...draft.ui,
        nodes: chooseMethodNodes(draft, refreshIdentifier),
        ...(refreshIdentifier ? { messages: [message(1010003)] } : {}),
      },
    };
  },

  async submit(ctx, flow, rawBody, submit) {
    const body = LoginBody.parse(rawBody);
    if (flow.data.requestedAal === 'aal2') {
      if (body.method === 'totp') return bySecondFactor(ctx, flow, body.totp_code, submit);
      const ui = withFormMessage(withoutMessages(flow.ui), message(4010002));
      return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
    }
    if (submit.current && !flow.data.refresh) throw sessionAlreadyAvailable();
    if (body.method === 'password') return byPassword(ctx, flow, body, submit);
    if (body.method === 'code') return byCode(ctx, flow, body, submit);
    const ui = withFormMessage(withoutMessages(flow.ui), message(4010002));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
  },
};
