import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../database/database.ts';
import { oneTimeCodes } from '../../database/tables.ts';
import { sameSecret, sha256, sixDigitCode } from '../../tokens.ts';

export type CodePurpose = 'login' | 'verification' | 'recovery';

/** After this many wrong guesses a code is dead: six digits must not be brute-forced. */
const MAX_ATTEMPTS = 5;

/**
 * Issues a fresh code for the flow; earlier codes of the flow stop working, so "resend"
 * never leaves two valid codes around. Only the hash is stored.
 */
export async function issueCode(
  db: Executor,
  input: {
    flowId: string;
    purpose: CodePurpose;
    address: string;
    identityId: string | null;
    lifespanMs: number;
  },
): Promise<string> {
  const code = sixDigitCode();
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.flowId, input.flowId), isNull(oneTimeCodes.usedAt)));
  await db.insert(oneTimeCodes).values({
    flowId: input.flowId,
    purpose: input.purpose,
    address: input.address,
    identityId: input.identityId,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + input.lifespanMs),
  });
  return code;
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
  const [current] = await db
    .select()
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
  if (!current || current.expiresAt < new Date() || current.attempts >= MAX_ATTEMPTS) return null;
  if (!sameSecret(sha256(code.trim()), current.codeHash)) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: current.attempts + 1 })
      .where(eq(oneTimeCodes.id, current.id));
    return null;
  }
  // The usedAt guard makes two concurrent redemptions of one code succeed at most once.
  const claimed = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return claimed.length > 0 ? { address: current.address, identityId: current.identityId } : null;
}
