import type { IdentityContext } from '../context.ts';
import type { Identity } from '../identities/identity.ts';
import { matchingStep, newTotp, qrCodeDataUrl, secretOf } from '../strategies/totp/totp.ts';
import { findTotpUrl, linkTotp, unlinkTotp } from '../strategies/totp/totp-repository.ts';
import type { Flow } from './flow.ts';
import { message } from './messages.ts';
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

/**
 * Applies a `totp` submission: links the pending app when the code matches it, or unlinks the
 * linked one. Returns the message to show on `totp_code` when the code is wrong, or null.
 */
export async function applyTotpChange(
  ctx: IdentityContext,
  flow: Flow,
  identity: Identity,
  change: { code: string; unlink: boolean },
  now = new Date(),
): Promise<{ field: string; problem: ReturnType<typeof message> } | null> {
  if (change.unlink) {
    if (!(await unlinkTotp(ctx.db, identity.id))) {
      return { field: 'totp_unlink', problem: message(4000011) };
    }
    return null;
  }
  const pending = flow.data.totpPendingUrl;
  const step = pending ? matchingStep(pending, change.code, now) : null;
  if (!pending || step === null) return { field: 'totp_code', problem: message(4000008) };
  await linkTotp(ctx.db, identity.id, pending, step);
  return null;
}
