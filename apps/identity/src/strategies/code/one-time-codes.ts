import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../../database/database.ts';
import { oneTimeCodes } from '../../database/tables.ts';
import { sameSecret, sha256, sixDigitCode } from '../../tokens.ts';

export type CodePurpose = 'login' | 'verification' | 'recovery' | 'registration';

/**
 * Wrong guesses a flow gets, across all codes it was sent: six digits must not be
 * brute-forced, and "resend" must not buy fresh guesses.
 */
export const MAX_ATTEMPTS = 5;

/** How many codes one identity (or address) may be sent per window, over all flows. */
export interface CodeCap {
  perIdentity: number;
  windowMs: number;
}

/**
 * Issues a fresh code for the flow; earlier codes of the flow stop working, so "resend"
 * never leaves two valid codes around, and the new code inherits the flow's wrong guesses.
 * Only the hash is stored. Returns null, sending nothing, once the identity was sent
 * `cap.perIdentity` codes in the window; callers answer as for an unknown address, so the
 * cap reveals no account.
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

    const [spent] = await tx
      .select({ attempts: max(oneTimeCodes.attempts) })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.flowId, input.flowId));
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
      attempts: spent?.attempts ?? 0,
      expiresAt: new Date(Date.now() + input.lifespanMs),
    });
    return code;
  });
}

/**
 * Redeems the flow's current code. Returns the address and identity it was issued for, or
 * null when the code is wrong, expired, used up or out of attempts.
 */
export async function redeemCode(
  db: Executor,
  flowId: string,
  purpose: CodePurpose,
  code: string,
): Promise<{ address: string; identityId: string | null } | null> {
  const [latest] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.flowId, flowId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) return null;
  // Spend an attempt before comparing, in one conditional UPDATE: parallel guesses are
  // serialised by the row lock and can never use more than MAX_ATTEMPTS between them.
  const [current] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, latest.id),
        isNull(oneTimeCodes.usedAt),
        lt(oneTimeCodes.attempts, MAX_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!current || !sameSecret(sha256(code.trim()), current.codeHash)) return null;
  // The usedAt guard makes two concurrent redemptions of one code succeed at most once.
  const claimed = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return claimed.length > 0 ? { address: current.address, identityId: current.identityId } : null;
}
