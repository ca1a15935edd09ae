import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from './database.ts';
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

/**
 * How long the request's transaction may sit idle (waiting on a gateway, or on a client that
 * vanished without closing its connection) before PostgreSQL ends it and frees the key. A
 * process that dies closes its connection, and the key is free at once.
 */
export const IDLE_IN_REQUEST_SECONDS = 60;

/** The advisory-lock namespace of idempotency keys (its second half is the key's hash). */
const LOCK_NAMESPACE = 0x1de4;

/**
 * The only SQL of the idempotency layer. Every statement runs in the request's own
 * transaction (platform/request-transaction.ts): the key is held by a transaction-scoped
 * advisory lock while the request runs, and its answer is written in the same transaction as
 * the request's effect, so a key either has both or neither, whatever dies when.
 */
export const idempotencyStore = {
  /**
   * Holds the key for this transaction: false when another request with the key is running
   * now. Never waits, so a duplicate is told at once rather than holding a connection.
   */
  async hold(tx: Transaction, claim: IdempotencyClaim): Promise<boolean> {
    await tx.execute(
      sql.raw(`SET LOCAL idle_in_transaction_session_timeout = '${IDLE_IN_REQUEST_SECONDS}s'`),
    );
    const name = `${claim.caller}\n${claim.route}\n${claim.key}`;
    const { rows } = await tx.execute<{ held: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${name})) AS held`,
    );
    return rows[0]?.held === true;
  },

  /**
   * The answer already given under this key, if any. Forgets this key if it expired, and up to
   * 100 other expired keys (skipping rows another request is deleting), so the table stays
   * bounded without a separate job. A row without an answer was left by an earlier version
   * that claimed keys before running; nothing runs it now (we hold the key), so it is dropped.
   */
  async answered(tx: Transaction, claim: IdempotencyClaim): Promise<IdempotencyRecord | null> {
    const sameKey = and(
      eq(idempotencyKeys.caller, claim.caller),
      eq(idempotencyKeys.route, claim.route),
      eq(idempotencyKeys.key, claim.key),
    );
    const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
    const stale = tx
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(expired)
      .limit(100)
      .for('update', { skipLocked: true });
    await tx
      .delete(idempotencyKeys)
      .where(
        or(
          and(sameKey, or(expired, sql`${idempotencyKeys.statusCode} IS NULL`)),
          inArray(idempotencyKeys.id, stale),
        ),
      );
    const [existing] = await tx.select().from(idempotencyKeys).where(sameKey);
    return existing ?? null;
  },

  /** Keeps the answer, in the transaction that holds the request's effect. */
  async keep(
    tx: Transaction,
    claim: IdempotencyClaim,
    answer: { statusCode: number; contentType: string | null; body: string },
  ): Promise<void> {
    await tx.insert(idempotencyKeys).values({
      ...claim,
      statusCode: answer.statusCode,
      contentType: answer.contentType,
      responseBody: answer.body,
    });
  },
};
