import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { idempotencyKeys } from './tables.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;
export interface IdempotencyClaim {
  caller: string;
  route: string;
  key: string;
  requestHash: string;
}

/** How long a key is remembered (Stripe's 24 h): after that the same key is a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A first request still unanswered after this long is taken to have died with its process. */
export const IN_FLIGHT_LIMIT_SECONDS = 120;

/** The only SQL of the idempotency layer; each statement commits on its own. */
export function createIdempotencyStore(db: Database) {
  const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
  const sameKey = (claim: IdempotencyClaim) =>
    and(
      eq(idempotencyKeys.caller, claim.caller),
      eq(idempotencyKeys.route, claim.route),
      eq(idempotencyKeys.key, claim.key),
    );

  return {
    /**
     * Claims the key for a first request: answers its row id, or the record already holding it
     * (in flight or answered). Expired keys are forgotten first.
     */
    async claim(
      claim: IdempotencyClaim,
    ): Promise<{ id: number } | { existing: IdempotencyRecord }> {
      // Forgets this key if it expired, and up to 100 other expired keys (skipping rows another
      // claim is deleting), so the table stays bounded without a separate job.
      const stale = db
        .select({ id: idempotencyKeys.id })
        .from(idempotencyKeys)
        .where(expired)
        .limit(100)
        .for('update', { skipLocked: true });
      await db
        .delete(idempotencyKeys)
        .where(and(expired, or(sameKey(claim), inArray(idempotencyKeys.id, stale))));
      const [row] = await db
        .insert(idempotencyKeys)
        .values(claim)
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (row) return row;
      const [existing] = await db.select().from(idempotencyKeys).where(sameKey(claim));
      // Gone between the insert and the read (expired and deleted by a concurrent claim).
      if (!existing) return this.claim(claim);
      if (existing.statusCode === null && existing.requestHash === claim.requestHash) {
        // In flight for longer than any request runs: its process died (a crash, SIGKILL).
        // The retry takes the key over; what it posts is still guarded by the ledger's keys.
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ createdAt: sql`now()` })
          .where(
            and(
              eq(idempotencyKeys.id, existing.id),
              isNull(idempotencyKeys.statusCode),
              sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${IN_FLIGHT_LIMIT_SECONDS})`,
            ),
          )
          .returning({ id: idempotencyKeys.id });
        if (taken) return taken;
      }
      return { existing };
    },

    async complete(
      id: number,
      answer: { statusCode: number; contentType: string | null; body: string },
    ) {
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: answer.statusCode,
          contentType: answer.contentType,
          responseBody: answer.body,
        })
        .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
    },

    /** Frees a key whose request failed on our side (5xx), so the client may retry it. */
    async release(id: number) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
