import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import { thirdPartyIdentities } from './tables.ts';

export type ThirdPartyIdentityRow = typeof thirdPartyIdentities.$inferSelect;

export function createThirdPartyIdentitiesRepository(db: Database) {
  return {
    /** Closing the account: erases what only served the customer (a convenience). */
    async forgetCustomer(tx: Transaction, customerId: number): Promise<void> {
      await tx.delete(thirdPartyIdentities).where(eq(thirdPartyIdentities.customerId, customerId));
    },

    /**
     * Links (or re-links) the customer's account at the provider in one statement: the
     * customer's previous account there is replaced; an account already linked to another
     * customer is left alone and answers undefined.
     */
    async link(entry: {
      customerId: number;
      provider: string;
      subject: string;
      displayName: string | null;
    }): Promise<ThirdPartyIdentityRow | undefined> {
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .select()
          .from(thirdPartyIdentities)
          .where(
            and(
              eq(thirdPartyIdentities.provider, entry.provider),
              eq(thirdPartyIdentities.subject, entry.subject),
            ),
          )
          .for('update');
        if (taken && taken.customerId !== entry.customerId) return undefined;
        const [row] = await tx
          .insert(thirdPartyIdentities)
          .values(entry)
          .onConflictDoUpdate({
            target: [thirdPartyIdentities.customerId, thirdPartyIdentities.provider],
            set: {
              subject: entry.subject,
              displayName: entry.displayName,
              linkedAt: sql`now()`,
            },
          })
          .returning();
        return row;
      });
    },
  };
}

export type ThirdPartyIdentitiesRepository = ReturnType<
  typeof createThirdPartyIdentitiesRepository
>;
