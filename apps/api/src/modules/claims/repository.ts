import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction } from '../../platform/database.ts';
import type { ClaimStatus } from './state-machine.ts';
import { claimEvents, claims, type ClaimKind } from './tables.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type NewClaim = Omit<
  typeof claims.$inferInsert,
  'id' | 'number' | 'status' | 'resolutionNote' | 'createdAt' | 'updatedAt'
>;
export type NewClaimEvent = Omit<typeof claimEvents.$inferInsert, 'id' | 'createdAt'>;

/** The only SQL of claims. */
export function createClaimsRepository(db: Database) {
  return {
    /** Claims and disputes staff have not decided yet (they block closing the account). */
    async undecidedCount(tx: Transaction, customerId: number): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(claims)
        .where(
          and(
            eq(claims.customerId, customerId),
            inArray(claims.status, ['open', 'under_review', 'evidence_requested']),
          ),
        );
      return row?.count ?? 0;
    },

    /** The customer's disputes in which staff asked them for evidence: theirs to answer. */
    async waitingOnCustomerCount(customerId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(claims)
        .where(
          and(
            eq(claims.customerId, customerId),
            eq(claims.kind, 'dispute'),
            eq(claims.status, 'evidence_requested'),
          ),
        );
      return row?.count ?? 0;
    },

    /** The photos and videos the customer's claims and disputes rest on (evidence, kept). */
    async evidenceAssetIds(tx: Transaction, customerId: number): Promise<number[]> {
      const rows = await tx
        .select({ photoIds: claims.photoIds, videoId: claims.videoId })
        .from(claims)
        .where(eq(claims.customerId, customerId));
      return rows.flatMap((row) => (row.videoId ? [...row.photoIds, row.videoId] : row.photoIds));
    },

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insert(tx: Transaction, claim: NewClaim): Promise<ClaimRow> {
      const [row] = await tx
        .insert(claims)
        .values({ ...claim, status: 'open' })
        .returning();
      return row!;
    },

    async insertEvent(tx: Transaction, event: NewClaimEvent): Promise<void> {
      await tx.insert(claimEvents).values(event);
    },

    async find(id: number): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(claims).where(eq(claims.id, id));
      return row;
    },

    /** Locks the claim for a decision; a second reviewer waits and then sees the first's. */
    async lock(tx: Transaction, id: number): Promise<ClaimRow | undefined> {
      const [row] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
      return row;
    },

    async setStatus(
      tx: Transaction,
      id: number,
      patch: { status: ClaimStatus; resolutionNote?: string | null; refundedAmount?: number },
    ): Promise<ClaimRow> {
      const [row] = await tx
        .update(claims)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(claims.id, id))
        .returning();
      return row!;
    },

    async eventsOf(claimId: number): Promise<ClaimEventRow[]> {
      return db
        .select()
        .from(claimEvents)
        .where(eq(claimEvents.claimId, claimId))
        .orderBy(asc(claimEvents.id));
    },

    /** A page of a customer's claims (everyone's for staff), newest first. */
    async page(
      filter: { kind: ClaimKind; customerId?: number; status?: ClaimStatus },
      limit: number,
      offset: number,
    ) {
      const where = and(
        eq(claims.kind, filter.kind),
        filter.customerId !== undefined ? eq(claims.customerId, filter.customerId) : undefined,
        filter.status ? eq(claims.status, filter.status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db.select().from(claims).where(where).orderBy(desc(claims.id)).limit(limit).offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(claims)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;

/** Staff's queues: claims and disputes not decided yet. */
export function claimBacklogs(db: Database): Record<'claims' | 'disputes', () => Promise<Backlog>> {
  const undecided = (kind: ClaimKind) => () =>
    countBacklog(
      db,
      claims,
      claims.createdAt,
      and(
        eq(claims.kind, kind),
        inArray(claims.status, ['open', 'under_review', 'evidence_requested']),
      ),
    );
  return { claims: undecided('claim'), disputes: undecided('dispute') };
}
