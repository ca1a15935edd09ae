import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import { customerIdOfSuiteCode } from './suite-code.ts';
import { customerNotes, customers } from './tables.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerProfile = Omit<CustomerRow, 'id' | 'createdAt' | 'updatedAt' | 'closedAt'>;
export type CustomerNoteRow = typeof customerNotes.$inferSelect;

export function createCustomersRepository(db: Database) {
  return {
    async upsertByIdentity(profile: CustomerProfile): Promise<CustomerRow> {
      const [row] = await db
        .insert(customers)
        .values(profile)
        .onConflictDoUpdate({
          target: customers.identityId,
          set: { ...profile, updatedAt: sql`now()` },
          // A closed account's erased profile is never filled in again by a late sync.
          setWhere: isNull(customers.closedAt),
        })
        .returning();
      if (!row) throw new Error('Customer upsert returned no row');
      return row;
    },

    /** Creates the customer unless it exists (a concurrent sync wins); answers the row. */
    async insertIfMissing(profile: CustomerProfile): Promise<CustomerRow> {
      const find = async () => {
        const [row] = await db
          .select()
          .from(customers)
          .where(eq(customers.identityId, profile.identityId));
        return row;
      };
      await db.insert(customers).values(profile).onConflictDoNothing();
      const row = await find();
      if (!row) throw new Error('Customer insert left no row');
      return row;
    },

    /**
     * Staff's customer search: a suite code (`CP-000123`) or id finds that customer; other
     * text matches email, name or phone (`%` and `_` taken literally). Newest first.
     */
    async search(text: string, limit: number): Promise<CustomerRow[]> {
      const id = customerIdOfSuiteCode(text) ?? (/^\d{1,9}$/.test(text) ? Number(text) : null);
      const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
      return db
        .select()
        .from(customers)
        .where(
          or(
            id === null ? undefined : eq(customers.id, id),
            ilike(customers.email, like),
            ilike(customers.name, like),
            ilike(customers.phone, like),
          ),
        )
        .orderBy(desc(customers.id))
        .limit(limit);
    },

    async notes(customerId: number, limit: number): Promise<CustomerNoteRow[]> {
      return db
        .select()
        .from(customerNotes)
        .where(eq(customerNotes.customerId, customerId))
        .orderBy(desc(customerNotes.id))
        .limit(limit);
    },

    async addNote(note: { customerId: number; authorEmail: string; text: string }) {
      const [row] = await db.insert(customerNotes).values(note).returning();
      return row!;
    },

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The open customer, locked until the caller's transaction ends (closing it). */
    async lockOpen(tx: Transaction, id: number): Promise<CustomerRow | undefined> {
      const [row] = await tx
        .select()
        .from(customers)
        .where(and(eq(customers.id, id), isNull(customers.closedAt)))
        .for('update');
      return row;
    },

    /**
     * Closes the account: the row stays for the invoices, payments and ledger that point at it,
     * with every personal field erased. Staff's notes stay (they are the account's history).
     */
    async close(tx: Transaction, id: number): Promise<CustomerRow> {
      const [row] = await tx
        .update(customers)
        .set({
          email: null,
          emailVerified: false,
          name: null,
          phone: null,
          avatarUrl: null,
          countryCode: null,
          closedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(customers.id, id))
        .returning();
      return row!;
    },

    async findById(id: number): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return row;
    },

    async findByIdentity(identityId: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.identityId, identityId));
      return row;
    },

    async existsBy(field: 'email' | 'phone', value: string): Promise<boolean> {
      const column = field === 'email' ? customers.email : customers.phone;
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(column, value))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
