import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../database/database.ts';
import { guesses, secondFactorLocks } from '../../database/tables.ts';
import type { SecondFactorLock } from '@crossport/db/second-factor-locks';

export type GuessFactor = 'code' | 'totp';

/**
 * How many guesses a factor allows. A flow gets `perFlow` guesses in its whole life, so a
 * resend or a retry buys none. With `perIdentity`, wrong guesses are also counted per identity
 * over all its flows: `wrong` of them within `windowMs` lock the factor for `windowMs`, and
 * while it is locked nothing is compared, so not even the right code passes.
 */
export interface GuessBudget {
  perFlow: number;
  perIdentity?: { wrong: number; windowMs: number };
}

export interface Guess {
  factor: GuessFactor;
  flowId: string;
  identityId: string | null;
}

/** Where the guess that locks came from, kept on the lock for the audit log. */
export interface GuessOrigin {
  flowKind: 'login' | 'settings';
  clientAddress: string;
  userAgent: string;
}

export type Spent = { guessId: string } | { refused: 'flow_spent' | 'locked' };

/**
 * Counting and spending are serialised per identity (per flow without one) by an advisory lock
 * in PostgreSQL, so every process on the database agrees and parallel guesses cannot overshoot.
 */
async function serialise(tx: Transaction, guess: Guess): Promise<void> {
  const key = `guesses:${guess.identityId ?? guess.flowId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

async function wrongGuessesInWindow(
  tx: Transaction,
  guess: Guess & { identityId: string },
  windowMs: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(guesses)
    .where(
      and(
        eq(guesses.identityId, guess.identityId),
        eq(guesses.factor, guess.factor),
        eq(guesses.correct, false),
        gt(guesses.createdAt, new Date(now.getTime() - windowMs)),
      ),
    );
  return row?.total ?? 0;
}

/** True while the identity's factor is locked; changes that guess nothing (unlinking) ask too. */
export async function isLocked(
  db: Executor,
  guess: Pick<Guess, 'factor'> & { identityId: string },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: secondFactorLocks.id })
    .from(secondFactorLocks)
    .where(
      and(
        eq(secondFactorLocks.identityId, guess.identityId),
        eq(secondFactorLocks.factor, guess.factor),
        gt(secondFactorLocks.lockedUntil, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Spends one guess before the code is compared, or refuses: the flow's guesses are used up, or
 * the identity's factor is locked (or its wrong guesses in the window, in flight ones counted,
 * already reach the budget).
 */
export async function spendGuess(
  db: Database,
  guess: Guess,
  budget: GuessBudget,
  now: Date,
): Promise<Spent> {
  return db.transaction(async (tx) => {
    await serialise(tx, guess);
    const { identityId } = guess;
    if (identityId && budget.perIdentity) {
      const mine = { ...guess, identityId };
      if (await isLocked(tx, mine, now)) return { refused: 'locked' };
      const wrong = await wrongGuessesInWindow(tx, mine, budget.perIdentity.windowMs, now);
      if (wrong >= budget.perIdentity.wrong) return { refused: 'locked' };
    }
    const [spent] = await tx
      .select({ total: count() })
      .from(guesses)
      .where(and(eq(guesses.flowId, guess.flowId), eq(guesses.factor, guess.factor)));
    if ((spent?.total ?? 0) >= budget.perFlow) return { refused: 'flow_spent' };
    const [row] = await tx
      .insert(guesses)
      .values({ ...guess, createdAt: now })
      .returning({ id: guesses.id });
    return { guessId: row!.id };
  });
}

/** The code was right: its guess stops counting against the identity. */
export async function settleRightGuess(db: Executor, guessId: string): Promise<void> {
  await db.update(guesses).set({ correct: true }).where(eq(guesses.id, guessId));
}

/**
 * The code was wrong (its guess already counts as such). When that brings the identity's wrong
 * guesses in the window to the budget, locks the factor for the window and runs `onLock` in the
 * same transaction, so a lock never exists without what it sets off (the owner's notice).
 * Returns the new lock, or null.
 */
export async function settleWrongGuess(
  db: Database,
  guess: Guess & { identityId: string },
  budget: Required<GuessBudget>,
  origin: GuessOrigin,
  now: Date,
  onLock: (tx: Transaction, lock: SecondFactorLock) => Promise<void>,
): Promise<SecondFactorLock | null> {
  return db.transaction(async (tx) => {
    await serialise(tx, guess);
    if (await isLocked(tx, guess, now)) return null;
    const { wrong, windowMs } = budget.perIdentity;
    const counted = await wrongGuessesInWindow(tx, guess, windowMs, now);
    if (counted < wrong) return null;
    const [lock] = await tx
      .insert(secondFactorLocks)
      .values({
        identityId: guess.identityId,
        factor: guess.factor,
        wrongGuesses: counted,
        lockedAt: now,
        lockedUntil: new Date(now.getTime() + windowMs),
        flowId: guess.flowId,
        ...origin,
      })
      .returning();
    await onLock(tx, lock!);
    return lock!;
  });
}
