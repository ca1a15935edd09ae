import type { IdentityContext } from '../context.ts';
import { tooManyAttempts } from '../errors.ts';
import type { Flow } from './flow.ts';
import type { SubmitOutcome } from './flow-handler.ts';
import { saveFlow } from './flow-repository.ts';
import { showFlow } from './flow-service.ts';
import { message } from './messages.ts';
import { withFormMessage, type UiContainer } from './ui.ts';

/** Kratos's wording when something was submitted too often (shown as ErrorSystemGeneric). */
const TOO_OFTEN =
  'Too many attempts were made in a short time. Please wait a few minutes and try again.';

/**
 * Answers a submission over its limit: native apps get 429 `rate_limit_exceeded`; browsers get
 * their flow back with the reason as message 5000001, as Kratos shows errors on a flow.
 */
export async function rateLimited(
  ctx: IdentityContext,
  flow: Flow,
  ui: UiContainer,
): Promise<SubmitOutcome> {
  if (flow.type === 'api') throw tooManyAttempts();
  const limited = withFormMessage(ui, message(5000001, { reason: TOO_OFTEN }));
  return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui: limited }), 400);
}
