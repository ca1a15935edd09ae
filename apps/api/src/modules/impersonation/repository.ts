import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { impersonationAudit } from './tables.ts';

export type RefusedWrite = typeof impersonationAudit.$inferSelect;

export function createImpersonationRepository(db: Database) {
  return {
    async recordRefused(entry: {
      identityId: string;
      sessionId: string;
      method: string;
      path: string;
    }): Promise<void> {
      await db.insert(impersonationAudit).values({ ...entry, path: entry.path.slice(0, 500) });
    },

    refusedOf(identityId: string, limit: number): Promise<RefusedWrite[]> {
      return db
        .select()
        .from(impersonationAudit)
        .where(eq(impersonationAudit.identityId, identityId))
        .orderBy(desc(impersonationAudit.id))
        .limit(limit);
    },
  };
}

export type ImpersonationRepository = ReturnType<typeof createImpersonationRepository>;
