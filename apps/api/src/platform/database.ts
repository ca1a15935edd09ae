// The API's modules take the shared connection types from here; the code is in packages/db.
export { openDatabase, type Database, type DatabaseHandle, type Transaction } from '@crossport/db';

/**
 * Whether a write failed on a unique constraint (PostgreSQL 23505), as pg raises it or as
 * Drizzle wraps it: partial unique indexes decide races (one open claim, one open delivery).
 */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** Whether a write referred to a row that does not exist (PostgreSQL 23503). */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');

function hasCode(error: unknown, code: string): boolean {
  return (
    (error as { code?: string } | null)?.code === code ||
    (error as { cause?: { code?: string } } | null)?.cause?.code === code
  );
}
