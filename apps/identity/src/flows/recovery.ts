import { z } from 'zod';
import type { IdentityContext } from '../context.ts';
import { recoveryEmail } from '../courier/templates.ts';
import {
  findIdentity,
  findIdentityByRecoveryAddress,
  markAddressVerified,
} from '../identities/identity-repository.ts';
import { revokeActiveSessions } from '../sessions/revoke-active-sessions.ts';
import { issueSession } from '../sessions/session-repository.ts';
import { issueCode, redeemCode } from '../strategies/code/one-time-codes.ts';
import { codeField, emailField, methodField, nestedObjectField } from './body-fields.ts';
import type { Flow } from './flow.ts';
import type { FlowHandler, SubmitContext, SubmitOutcome } from './flow-handler.ts';
import { saveFlow } from './flow-repository.ts';
import { createFlow, showFlow } from './flow-service.ts';
import { flowPageUrl } from './flow-urls.ts';
import { flowView } from './flow-view.ts';
import { emailCodeEntryNodes, emailCodeRequestNodes } from './email-code-nodes.ts';
import { message, recoverySuccessfulMessage } from './messages.ts';
import { rateLimited } from './rate-limited.ts';
import { settingsFlow } from './settings.ts';
import { csrfNode, withFormMessage, withNodeMessage, withoutMessages } from './ui.ts';

const RecoveryBody = z.object({
  method: methodField,
  email: emailField,
  code: codeField,
  transient_payload: nestedObjectField,
});

async function sendCode(
  ctx: IdentityContext,
  flow: Flow,
  address: string,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  if (ctx.codeRequests.isLimited(address, submit.device.ip)) {
    return rateLimited(ctx, flow, withoutMessages(flow.ui));
  }
  ctx.codeRequests.recordFailure(address, submit.device.ip);
  const identity = await findIdentityByRecoveryAddress(ctx.db, address);
  // Unknown addresses get the same answer and no email: the form reveals no accounts.
  if (identity && identity.state === 'active') {
    const code = await issueCode(ctx.db, {
      flowId: flow.id,
      purpose: 'recovery',
      address,
      identityId: identity.id,
      lifespanMs: ctx.config.codeLifespanMs,
      cap: ctx.config.codeLimit,
    });
    if (code) {
      await ctx.courier.enqueue(ctx.db, recoveryEmail(address, code));
      void ctx.courier.dispatch().catch(() => {});
    }
  }
  const saved = await saveFlow(ctx.db, {
    ...flow,
    state: 'sent_email',
    active: 'code',
    data: { ...flow.data, address },
    ui: {
      ...flow.ui,
      nodes: emailCodeEntryNodes(flow, address, 1070010),
      messages: [message(1060003)],
    },
  });
  return showFlow(ctx, saved, 200);
}

/**
 * A correct code signs the customer in (method `code_recovery`), proves the address, and
 * hands over to a settings flow where they set a new password while the sign-in is fresh.
 */
async function recover(
  ctx: IdentityContext,
  flow: Flow,
  code: string,
  submit: SubmitContext,
): Promise<SubmitOutcome> {
  const redeemed = await redeemCode(ctx.db, flow.id, 'recovery', code);
  const identity = redeemed?.identityId ? await findIdentity(ctx.db, redeemed.identityId) : null;
  if (!redeemed || !identity || identity.state !== 'active') {
    const ui = withFormMessage(withoutMessages(flow.ui), message(4060006));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
  }
  await markAddressVerified(ctx.db, redeemed.address);
  const issued = await issueSession(ctx.db, {
    identityId: identity.id,
    method: 'code_recovery',
    lifespanMs: ctx.config.sessionLifespanMs,
    device: submit.device,
  });
  await revokeActiveSessions(ctx, 'recovery', issued.session);
  const created = await createFlow(ctx, settingsFlow, {
    type: flow.type,
    returnTo: flow.returnTo,
    requestUrl: flow.requestUrl,
    data: {},
    csrfToken: flow.csrfToken,
    current: { session: issued.session, identity, token: issued.token },
  });
  // Kratos puts the success message on the settings flow the customer lands on, where the
  // new password is set; the finished recovery flow keeps no message.
  const privilegedUntil = new Date(
    issued.session.authenticatedAt.getTime() + ctx.config.privilegedSessionMaxAgeMs,
  );
  const settings = await saveFlow(ctx.db, {
    ...created,
    ui: { ...created.ui, messages: [recoverySuccessfulMessage(privilegedUntil)] },
  });
  const settingsPage = flowPageUrl(ctx.config, 'settings', settings.id);
  // Kratos names the settings page for native flows too; apps may ignore it.
  const continueWith: unknown[] = [
    { action: 'show_settings_ui', flow: { id: settings.id, url: settingsPage } },
  ];
  if (flow.type === 'api') {
    continueWith.unshift({ action: 'set_ory_session_token', ory_session_token: issued.token });
  }
  const saved = await saveFlow(ctx.db, {
    ...flow,
    state: 'passed_challenge',
    usedAt: new Date(),
    data: { ...flow.data, continueWith },
    ui: { action: flow.ui.action, method: flow.ui.method, nodes: [csrfNode(flow.csrfToken)] },
  });
  return {
    status: 200,
    body: await flowView(ctx, saved),
    redirectTo: settingsPage,
    // Kratos (without continue-with transitions) tells JSON browser clients to navigate.
    locationChange: flow.type === 'browser',
    session: issued,
  };
}

export const recoveryFlow: FlowHandler = {
  kind: 'recovery',

  async initialize(_ctx, draft) {
    return { ...draft, ui: { ...draft.ui, nodes: emailCodeRequestNodes(draft) } };
  },

  async submit(ctx, flow, rawBody, submit) {
    const body = RecoveryBody.parse(rawBody);
    // Kratos's link strategy passes `token`; we accept it as the code for old links.
    const code = body.code || submit.query.token;
    const resend = body.email && !body.code;
    if (code && flow.state === 'sent_email' && !resend) return recover(ctx, flow, code, submit);
    if (body.email) {
      if (!z.email().safeParse(body.email).success) {
        const ui = withNodeMessage(
          withoutMessages(flow.ui),
          'email',
          message(4000040, { value: body.email }),
        );
        return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
      }
      return sendCode(ctx, flow, body.email, submit);
    }
    // Kratos: the code method without an address is a missing field, not a missing method.
    const ui =
      body.method === 'code' && flow.state !== 'sent_email'
        ? withNodeMessage(
            withoutMessages(flow.ui),
            'email',
            message(4000002, { property: 'email' }),
          )
        : withFormMessage(withoutMessages(flow.ui), message(4010005));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
  },
};
