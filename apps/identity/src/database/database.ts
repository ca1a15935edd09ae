import type { Database, Transaction } from '@crossport/db';

export type { Database, Transaction };

/** Repositories accept either a database or a transaction, so callers choose the boundary. */
export type Executor = Database | Transaction;

/** True when PostgreSQL refused a write because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}
