import type { Database } from '@crossport/api/platform/database';

export type { Database };

/** A transaction handle; repositories accept either so callers choose the boundary. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** True when PostgreSQL refused a write because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}
