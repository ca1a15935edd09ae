import { and, lt, or, eq } from 'drizzle-orm';
import type { Database } from './database.ts';
import { flowErrors, flows, sessions } from './tables.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes what can no longer be used: flows a day past expiry (an expired flow still answers
 * 410 with a fresh flow for that day), sessions a week after they ended, error records after
 * a week. Codes and exchanges go with their flows.
 */
export async function removeStaleRecords(db: Database, now = Date.now()): Promise<void> {
  await db.delete(flows).where(lt(flows.expiresAt, new Date(now - DAY_MS)));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now - 7 * DAY_MS)),
        and(eq(sessions.active, false), lt(sessions.updatedAt, new Date(now - 7 * DAY_MS))),
      ),
    );
  await db.delete(flowErrors).where(lt(flowErrors.createdAt, new Date(now - 7 * DAY_MS)));
}

/** Runs the housekeeping hourly in the background; the returned function stops it. */
export function startHousekeeping(db: Database, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void removeStaleRecords(db).catch(onError), 3600 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
