import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../database/database.ts';
import { oneTimeCodes } from '../../database/tables.ts';
import { sameSecret, sha256, sixDigitCode } from '../../tokens.ts';
import { spendGuess, type GuessBudget } from '../guesses/guess-budget.ts';

export type CodePurpose = 'login' | 'verification' | 'recovery' | 'registration';

/**
 * Wrong guesses a flow gets, across all codes it was sent: six digits must not be
 * brute-forced, and "resend" must not buy fresh guesses.
 */
export const MAX_ATTEMPTS = 5;

/** Codes are counted per flow only: what one identity is sent is capped instead (CodeCap). */
const CODE_GUESSES: GuessBudget = { perFlow: MAX_ATTEMPTS };

/** How many codes one identity (or address) may be sent per window, over all flows. */
export interface CodeCap {
  perIdentity: number;
  windowMs: number;
}

/**
 * Issues a fresh code for the flow; earlier codes of the flow stop working, so "resend"
 * never leaves two valid codes around. Guesses are counted per flow, not per code, so the new
 * code brings no fresh ones. Only the hash is stored. Returns null, sending nothing, once the
 * identity was sent `cap.perIdentity` codes in the window; callers answer as for an unknown
 * address, so the cap reveals no account.
 */
export async function issueCode(
  db: Executor,
  input: {
    flowId: string;
    purpose: CodePurpose;
    address: string;
    identityId: string | null;
    lifespanMs: number;
    cap: CodeCap;
  },
): Promise<string | null> {
  const owner = input.identityId
    ? eq(oneTimeCodes.identityId, input.identityId)
    : eq(oneTimeCodes.address, input.address);
  return db.transaction(async (tx) => {
    // Serialises issuing per identity, so parallel requests cannot overshoot the cap.
    const lockKey = `one-time-code:${input.identityId ?? input.address}`;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const since = new Date(Date.now() - input.cap.windowMs);
    const [issued] = await tx
      .select({ total: count() })
      .from(oneTimeCodes)
      .where(and(owner, gt(oneTimeCodes.createdAt, since)));
    if ((issued?.total ?? 0) >= input.cap.perIdentity) return null;

    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.flowId, input.flowId), isNull(oneTimeCodes.usedAt)));
    const code = sixDigitCode();
    await tx.insert(oneTimeCodes).values({
      flowId: input.flowId,
      purpose: input.purpose,
      address: input.address,
      identityId: input.identityId,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + input.lifespanMs),
    });
    return code;
  });
}

/**
 * Redeems the flow's current code. Returns the address and identity it was issued for, or
 * null when the code is wrong, expired, used up or the flow is out of guesses.
 */
export async function redeemCode(
  db: Database,
  flowId: string,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): Promise<{ address: string; identityId: string | null } | null> {
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.flowId, flowId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) return null;
  // A guess is spent before the hash is compared, so parallel guesses cannot exceed the budget.
  const spent = await spendGuess(
    db,
    { factor: 'code', flowId, identityId: null },
    CODE_GUESSES,
    now,
  );
  if ('refused' in spent || !sameSecret(sha256(code.trim()), latest.codeHash)) return null;
  // The usedAt guard makes two concurrent redemptions of one code succeed at most once.
  const claimed = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return claimed.length > 0 ? { address: latest.address, identityId: latest.identityId } : null;
}
