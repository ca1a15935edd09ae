import { z } from 'zod';
import { isUniqueViolation } from '../database/database.ts';
import { sessionAlreadyAvailable } from '../errors.ts';
import { createIdentity } from '../identities/identity-repository.ts';
import { checkPassword } from '../strategies/password/password-policy.ts';
import { hashPassword } from '../strategies/password/password-hashing.ts';
import { methodField, nestedObjectField, passwordField } from './body-fields.ts';
import type { Flow } from './flow.ts';
import type { FlowHandler } from './flow-handler.ts';
import { saveFlow } from './flow-repository.ts';
import { createFlow, showFlow } from './flow-service.ts';
import { flowPageUrl } from './flow-urls.ts';
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
import { sendVerificationCode, verificationFlow } from './verification.ts';

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

const RegistrationBody = z.object({
  method: methodField,
  traits: nestedObjectField,
  password: passwordField,
  transient_payload: nestedObjectField,
});

export const registrationFlow: FlowHandler = {
  kind: 'registration',

  async initialize(_ctx, draft, current) {
    if (current) throw sessionAlreadyAvailable();
    return { ...draft, ui: { ...draft.ui, nodes: registrationNodes(draft) } };
  },

  async submit(ctx, flow, rawBody, submit) {
    const body = RegistrationBody.parse(rawBody);
    if (submit.current) throw sessionAlreadyAvailable();
    let ui = withValues(withoutMessages(flow.ui), traitValues(body.traits));
    if (body.method !== 'password') {
      ui = withFormMessage(ui, message(4010003));
      return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
    }
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

    let created;
    try {
      created = await ctx.db.transaction(async (tx) => {
        const identity = await createIdentity(tx, { traits, hashedPassword });
        // Kratos's verification hook: a flow already in `sent_email` with the code mailed.
        const draft = await createFlow(
          ctx,
          verificationFlow,
          {
            type: flow.type,
            returnTo: flow.data.afterVerificationReturnTo ?? flow.returnTo,
            requestUrl: flow.requestUrl,
            data: {},
            csrfToken: flow.csrfToken,
            current: null,
          },
          tx,
        );
        const verification = await sendVerificationCode(ctx, tx, draft, traits.email);
        return { identity, verification };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      ui = withFormMessage(ui, message(4000007));
      return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui, active: 'password' }), 400);
    }
    void ctx.courier.dispatch().catch(() => {});

    const verificationPage = flowPageUrl(ctx.config, 'verification', created.verification.id);
    const outcome = await completeSignIn(ctx, flow, created.identity, 'password', submit, {
      includeIdentity: true,
      continueWith: [
        {
          action: 'show_verification_ui',
          flow: {
            id: created.verification.id,
            verifiable_address: traits.email,
            ...(flow.type === 'browser' ? { url: verificationPage } : {}),
          },
        },
      ],
    });
    // A browser form post lands on the verification page, where the emailed code goes.
    return flow.type === 'browser' ? { ...outcome, redirectTo: verificationPage } : outcome;
  },
};
