import type { IdentityContext } from '../context.ts';
import { secondFactorLockedEmail } from '../courier/templates.ts';
import type { Identity } from '../identities/identity.ts';
import {
  settleRightGuess,
  settleWrongGuess,
  spendGuess,
} from '../strategies/guesses/guess-budget.ts';
import type { SubmitContext } from './flow-handler.ts';

/** Kept on the lock for the audit log; a browser's user agent is not worth more. */
const MAX_USER_AGENT = 500;

/** A right code carries what proved it (its time step); a refused one was never compared. */
export type TotpGuess<Proof> =
  { outcome: 'right'; proof: Proof } | { outcome: 'wrong' } | { outcome: 'refused' };

/**
 * Checks an authenticator code within the TOTP budget (`config.totpLimit`), for sign-in and
 * for linking an app alike: a guess is spent before `check` compares (null means wrong), and
 * `refused`, with nothing compared, when the flow's guesses are used up or TOTP is locked. A
 * wrong code that brings the identity's wrong codes in the window to the budget locks TOTP for
 * the window and, in the same transaction, mails the owner; the commerce API audits the lock
 * (docs/identity.md).
 */
export async function guessTotp<Proof>(
  ctx: IdentityContext,
  attempt: {
    flowId: string;
    flowKind: 'login' | 'settings';
    identity: Identity;
    device: SubmitContext['device'];
  },
  check: (now: Date) => Promise<Proof | null>,
): Promise<TotpGuess<Proof>> {
  const now = ctx.now();
  const guess = {
    factor: 'totp' as const,
    flowId: attempt.flowId,
    identityId: attempt.identity.id,
  };
  const spent = await spendGuess(ctx.db, guess, ctx.config.totpLimit, now);
  if ('refused' in spent) return { outcome: 'refused' };
  const proof = await check(now);
  if (proof !== null) {
    await settleRightGuess(ctx.db, spent.guessId);
    return { outcome: 'right', proof };
  }
  const origin = {
    flowKind: attempt.flowKind,
    clientAddress: attempt.device.ip,
    userAgent: attempt.device.userAgent.slice(0, MAX_USER_AGENT),
  };
  const lock = await settleWrongGuess(
    ctx.db,
    guess,
    ctx.config.totpLimit,
    origin,
    now,
    (tx, lock) =>
      ctx.courier
        .enqueue(
          tx,
          secondFactorLockedEmail(
            attempt.identity.traits.email,
            lock.wrongGuesses,
            lock.lockedUntil,
          ),
        )
        .then(() => undefined),
  );
  if (lock) {
    ctx.log.warn({ identityId: lock.identityId, lockId: lock.id }, 'second factor locked');
    // Sending now is a courtesy: the message is in the outbox and the courier retries it.
    void ctx.courier.dispatch().catch(() => {});
  }
  return { outcome: 'wrong' };
}
