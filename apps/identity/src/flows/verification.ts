import { z } from 'zod';
import type { IdentityContext } from '../context.ts';
import { verificationEmail } from '../courier/templates.ts';
import type { Executor } from '../database/database.ts';
import {
  findVerifiableAddress,
  markAddressSent,
  markAddressVerified,
} from '../identities/identity-repository.ts';
import { issueCode, redeemCode } from '../strategies/code/one-time-codes.ts';
import { codeField, emailField, methodField, nestedObjectField } from './body-fields.ts';
import type { Flow } from './flow.ts';
import type { FlowHandler } from './flow-handler.ts';
import { saveFlow } from './flow-repository.ts';
import { showFlow } from './flow-service.ts';
import { defaultReturnTo, withQuery } from './flow-urls.ts';
import { emailCodeEntryNodes, emailCodeRequestNodes } from './email-code-nodes.ts';
import { message } from './messages.ts';
import { rateLimited } from './rate-limited.ts';
import { anchorNode, csrfNode, withFormMessage, withNodeMessage, withoutMessages } from './ui.ts';

/**
 * Moves a verification flow to `sent_email` and, when the address belongs to an identity and
 * is not verified yet, emails a code plus a link carrying it. Unknown addresses get the same
 * answer and no email, so the form reveals nothing.
 */
export async function sendVerificationCode(
  ctx: IdentityContext,
  db: Executor,
  flow: Flow,
  address: string,
): Promise<Flow> {
  const known = await findVerifiableAddress(db, address);
  if (known && !known.verified) {
    const code = await issueCode(db, {
      flowId: flow.id,
      purpose: 'verification',
      address,
      identityId: known.identityId,
      lifespanMs: ctx.config.codeLifespanMs,
      cap: ctx.config.codeLimit,
    });
    if (code) {
      const link = withQuery(`${ctx.config.publicUrl}/self-service/verification`, {
        flow: flow.id,
        code,
      });
      await ctx.courier.enqueue(db, verificationEmail(address, code, link));
      await markAddressSent(db, address);
    }
  }
  return saveFlow(db, {
    ...flow,
    state: 'sent_email',
    active: 'code',
    data: { ...flow.data, address },
    ui: {
      ...flow.ui,
      nodes: emailCodeEntryNodes(flow, address, 1070011),
      messages: [message(1080003)],
    },
  });
}

const VerificationBody = z.object({
  method: methodField,
  email: emailField,
  code: codeField,
  transient_payload: nestedObjectField,
});

export const verificationFlow: FlowHandler = {
  kind: 'verification',

  async initialize(_ctx, draft) {
    return { ...draft, ui: { ...draft.ui, nodes: emailCodeRequestNodes(draft) } };
  },

  async submit(ctx, flow, rawBody, submit) {
    const body = VerificationBody.parse(rawBody);
    // Kratos's link strategy passes `token`; we accept it as the code for old links.
    const code = body.code || submit.query.token;
    if (code && flow.state === 'sent_email' && !(body.email && !body.code)) {
      const redeemed = await redeemCode(ctx.db, flow.id, 'verification', code);
      if (!redeemed) {
        const ui = withFormMessage(withoutMessages(flow.ui), message(4070006));
        return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
      }
      await markAddressVerified(ctx.db, redeemed.address);
      const continueTo = flow.returnTo ?? defaultReturnTo(ctx.config);
      const saved = await saveFlow(ctx.db, {
        ...flow,
        state: 'passed_challenge',
        usedAt: new Date(),
        ui: {
          ...flow.ui,
          nodes: [
            csrfNode(flow.csrfToken),
            anchorNode('code', 'continue', continueTo, message(1070009)),
          ],
          messages: [message(1080002)],
        },
      });
      return showFlow(ctx, saved, 200);
    }
    if (body.email) {
      if (!z.email().safeParse(body.email).success) {
        const ui = withNodeMessage(
          withoutMessages(flow.ui),
          'email',
          message(4000040, { value: body.email }),
        );
        return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
      }
      if (ctx.codeRequests.isLimited(body.email, submit.device.ip)) {
        return rateLimited(ctx, flow, withoutMessages(flow.ui));
      }
      ctx.codeRequests.recordFailure(body.email, submit.device.ip);
      return showFlow(ctx, await sendVerificationCode(ctx, ctx.db, flow, body.email), 200);
    }
    // Kratos: the code method with neither code nor address is a missing field.
    const ui =
      body.method === 'code'
        ? withNodeMessage(
            withoutMessages(flow.ui),
            'email',
            message(4000002, { property: 'email' }),
          )
        : withFormMessage(withoutMessages(flow.ui), message(4010006));
    return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui }), 400);
  },
};
