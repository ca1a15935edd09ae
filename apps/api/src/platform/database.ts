// The API's modules take the shared connection types from here; the code is in packages/db.
export { openDatabase, type Database, type DatabaseHandle, type Transaction } from '@crossport/db';

/**
 * Whether a write failed on a unique constraint (PostgreSQL 23505), as pg raises it or as
 * Drizzle wraps it: partial unique indexes decide races (one open claim, one open delivery).
 */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505' ||
  (error as { cause?: { code?: string } } | null)?.cause?.code === '23505';
