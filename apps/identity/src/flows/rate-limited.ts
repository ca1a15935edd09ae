import type { IdentityContext } from '../context.ts';
import { tooManyAttempts } from '../errors.ts';
import type { Flow } from './flow.ts';
import type { SubmitOutcome } from './flow-handler.ts';
import { saveFlow } from './flow-repository.ts';
import { showFlow } from './flow-service.ts';
import { message } from './messages.ts';
import { withFormMessage, type UiContainer } from './ui.ts';

/** Worded like Kratos's "The request was submitted too often…" for used-up codes. */
const TOO_OFTEN = 'The request was submitted too often. Please wait a few minutes and try again.';

/**
 * Answers a submission over its limit: native apps get 429 `rate_limit_exceeded`; browsers get
 * their flow back with the reason as message 4000001 (ErrorValidationGeneric), which is how
 * Kratos puts a 400 error with a reason on a flow (`ui/container.ParseError`).
 */
export async function rateLimited(
  ctx: IdentityContext,
  flow: Flow,
  ui: UiContainer,
): Promise<SubmitOutcome> {
  if (flow.type === 'api') throw tooManyAttempts();
  const limited = withFormMessage(ui, message(4000001, { reason: TOO_OFTEN }));
  return showFlow(ctx, await saveFlow(ctx.db, { ...flow, ui: limited }), 400);
}
