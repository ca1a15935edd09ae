import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { secondFactorLocks, type SecondFactorLock } from '@crossport/db/second-factor-locks';
import type { Database } from '../../platform/database.ts';
import type { AuditLogFilter } from './schemas.ts';
import { staffAuditLog, staffMembers } from './tables.ts';

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
type NewMember = Omit<typeof staffMembers.$inferInsert, 'createdAt' | 'updatedAt'>;
export type NewAuditEntry = typeof staffAuditLog.$inferInsert;

/** `%` and `_` typed by staff are searched for literally. */
const literally = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function auditWhere(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.actor === 'machine'
      ? eq(staffAuditLog.actorKind, 'machine')
      : filter.actor
        ? ilike(staffAuditLog.actorEmail, literally(filter.actor))
        : undefined,
    filter.permission ? eq(staffAuditLog.permission, filter.permission) : undefined,
    filter.path ? ilike(staffAuditLog.path, literally(filter.path)) : undefined,
    filter.from ? gte(staffAuditLog.occurredAt, new Date(filter.from)) : undefined,
    filter.to ? lte(staffAuditLog.occurredAt, new Date(filter.to)) : undefined,
  );
}

/** The only SQL of staff membership and the audit log. */
export function createStaffRepository(db: Database) {
  return {
    async member(identityId: string): Promise<StaffMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.identityId, identityId));
      return row;
    },

    async members(q: string | undefined, limit: number, offset: number) {
      const where = q ? ilike(staffMembers.email, literally(q)) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(staffMembers)
          .where(where)
          .orderBy(staffMembers.email)
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(staffMembers)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async upsertMember(member: NewMember): Promise<StaffMemberRow> {
      const { email, roles, active, updatedBy } = member;
      const [row] = await db
        .insert(staffMembers)
        .values(member)
        .onConflictDoUpdate({
          target: staffMembers.identityId,
          set: { email, roles, active, updatedBy, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async appendAudit(entry: NewAuditEntry): Promise<void> {
      await db.insert(staffAuditLog).values(entry);
    },

    /**
     * Takes up to `batch` second-factor locks the identity service recorded and nobody has
     * reported yet (its outbox, shared through packages/db), oldest first, each with its
     * identity's staff membership if any. `entryOf` makes the audit entry (null: not audited);
     * the entries are appended and the locks marked reported in one transaction, and SKIP
     * LOCKED lets parallel workers take different locks. Returns how many locks were taken.
     */
    async reportSecondFactorLocks(
      batch: number,
      entryOf: (lock: SecondFactorLock, member: StaffMemberRow | undefined) => NewAuditEntry | null,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        // Beside a real Ory Kratos (docs/identity.md) nothing writes the table: nothing to report.
        const found = await tx.execute<{ name: string | null }>(
          sql`SELECT to_regclass('identity.second_factor_locks')::text AS name`,
        );
        if (!found.rows[0]?.name) return 0;
        const locks = await tx
          .select()
          .from(secondFactorLocks)
          .where(isNull(secondFactorLocks.reportedAt))
          .orderBy(asc(secondFactorLocks.lockedAt))
          .limit(batch)
          .for('update', { skipLocked: true });
        if (locks.length === 0) return 0;
        const ids = locks.map((lock) => lock.id);
        const members = await tx
          .select()
          .from(staffMembers)
          .where(
            inArray(
              staffMembers.identityId,
              locks.map((lock) => lock.identityId),
            ),
          );
        const memberOf = new Map(members.map((member) => [member.identityId, member]));
        const entries = locks
          .map((lock) => entryOf(lock, memberOf.get(lock.identityId)))
          .filter((entry) => entry !== null);
        if (entries.length > 0) await tx.insert(staffAuditLog).values(entries);
        await tx
          .update(secondFactorLocks)
          .set({ reportedAt: sql`now()` })
          .where(inArray(secondFactorLocks.id, ids));
        return locks.length;
      });
    },

    async auditPage(filter: AuditLogFilter, limit: number, offset: number) {
      const where = auditWhere(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(staffAuditLog)
          .where(where)
          .orderBy(desc(staffAuditLog.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(staffAuditLog)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The filtered log in pages of `batch`, newest first, for the CSV export. */
    async *auditBatches(filter: AuditLogFilter, batch: number): AsyncGenerator<StaffAuditRow[]> {
      let before: number | null = null;
      for (;;) {
        const rows: StaffAuditRow[] = await db
          .select()
          .from(staffAuditLog)
          .where(
            and(
              auditWhere(filter),
              before === null ? undefined : sql`${staffAuditLog.id} < ${before}`,
            ),
          )
          .orderBy(desc(staffAuditLog.id))
          .limit(batch);
        if (rows.length === 0) return;
        yield rows;
        before = rows[rows.length - 1]!.id;
      }
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
