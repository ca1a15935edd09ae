import type { IdentityContext } from '../context.ts';
import type { Identity } from '../identities/identity.ts';
import type { CurrentSession } from '../sessions/current-session.ts';
import { announceRevocation } from '../sessions/revocation-notice.ts';
import { raiseToAal2 } from '../sessions/session-repository.ts';
import { matchingStep, newTotp, qrCodeDataUrl, secretOf } from '../strategies/totp/totp.ts';
import { findTotpUrl, linkTotp, unlinkTotp } from '../strategies/totp/totp-repository.ts';
import { isLocked } from '../strategies/guesses/guess-budget.ts';
import type { Flow } from './flow.ts';
import type { SubmitContext } from './flow-handler.ts';
import { message } from './messages.ts';
import { guessTotp } from './totp-guesses.ts';
import { imageNode, inputNode, textNode, type UiNode } from './ui.ts';

/**
 * The settings form's `totp` group, as Kratos draws it: with an authenticator linked, only an
 * unlink button; without, a new secret as a QR code and as text, a code field and the submit.
 * The secret waits in the flow's data until a code proves the app has it.
 */
export async function totpSettingsNodes(
  ctx: IdentityContext,
  flow: Flow,
  identity: Identity,
): Promise<{ nodes: UiNode[]; pendingUrl: string | undefined }> {
  if (await findTotpUrl(ctx.db, identity.id)) {
    return {
      nodes: [
        inputNode('totp', 'totp_unlink', 'submit', { value: 'true', label: message(1050004) }),
      ],
      pendingUrl: undefined,
    };
  }
  const pendingUrl =
    flow.data.totpPendingUrl ?? newTotp(ctx.config.totpIssuer, identity.traits.email).url;
  const secret = secretOf(pendingUrl);
  return {
    nodes: [
      imageNode('totp', 'totp_qr', await qrCodeDataUrl(pendingUrl), message(1050005)),
      textNode('totp', 'totp_secret_key', message(1050006, { secret }), message(1050017)),
      inputNode('totp', 'totp_code', 'text', {
        required: true,
        autocomplete: 'one-time-code',
        label: message(1070006),
      }),
      inputNode('totp', 'method', 'submit', { value: 'totp', label: message(1070005) }),
    ],
    pendingUrl,
  };
}

/** What went wrong with a `totp` submission: a message on a field, or the budget is spent. */
export type TotpChangeProblem =
  { field: string; problem: ReturnType<typeof message> } | { rateLimited: true };

/**
 * Applies a `totp` submission: links the pending app when the code matches it, or unlinks the
 * linked one. Linking spends a guess of the TOTP budget like signing in does, and while TOTP is
 * locked neither linking nor unlinking happens. Returns what to show, or null on success.
 */
export async function applyTotpChange(
  ctx: IdentityContext,
  flow: Flow,
  current: CurrentSession,
  change: { code: string; unlink: boolean },
  device: SubmitContext['device'],
): Promise<TotpChangeProblem | null> {
  const { identity } = current;
  if (change.unlink) {
    if (await isLocked(ctx.db, { factor: 'totp', identityId: identity.id }, ctx.now())) {
      return { rateLimited: true };
    }
    if (!(await unlinkTotp(ctx.db, identity.id))) {
      return { field: 'totp_unlink', problem: message(4000011) };
    }
    return null;
  }
  const pending = flow.data.totpPendingUrl;
  if (!pending) return { field: 'totp_code', problem: message(4000008) };
  const guess = await guessTotp(
    ctx,
    { flowId: flow.id, flowKind: 'settings', identity, device },
    async (now) => matchingStep(pending, change.code, now),
  );
  if (guess.outcome === 'refused') return { rateLimited: true };
  if (guess.outcome === 'wrong') return { field: 'totp_code', problem: message(4000008) };
  await ctx.db.transaction(async (tx) => {
    await linkTotp(tx, identity.id, pending, guess.proof);
    // The code just given is a second factor, so this session is aal2, as in Kratos. The
    // identity's other sessions are aal1 with a factor missing now: the notice makes the API
    // ask whoami again for them instead of trusting its cached answers.
    await raiseToAal2(tx, current.session, 'totp');
    await announceRevocation(tx, { identityId: identity.id });
  });
  return null;
}
