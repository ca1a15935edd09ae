import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import { addOnServicePrices, addOnServices } from './tables.ts';

export type AddOnServiceRow = typeof addOnServices.$inferSelect & {
  prices: Record<string, number>;
};

export function createAddOnServicesRepository(db: Database) {
  /**
   * Every row with its prices: two small queries (a dozen services, six currencies each).
   * Inside a transaction, read through it (`tx`): a second connection taken while holding
   * locks can wait on the very requests that wait on those locks.
   */
  async function all(tx?: Transaction): Promise<AddOnServiceRow[]> {
    const reader = tx ?? db;
    const [rows, prices] = await Promise.all([
      reader.select().from(addOnServices),
      reader
        .select()
        .from(addOnServicePrices)
        .orderBy(asc(addOnServicePrices.code), asc(addOnServicePrices.currency)),
    ]);
    return rows.map((row) => ({
      ...row,
      prices: Object.fromEntries(
        prices.filter((p) => p.code === row.code).map((p) => [p.currency, p.amountMinor]),
      ),
    }));
  }

  return {
    all,

    /**
     * Replaces a service's settings and prices in one transaction, only if it is still as
     * staff saw it (`seenAt`, to the millisecond the API hands out); undefined otherwise.
     */
    async replace(
      code: string,
      seenAt: Date,
      change: { name: string; active: boolean; rateBps: number | null },
      prices: Record<string, number>,
    ): Promise<AddOnServiceRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(addOnServices)
          .set({ ...change, updatedAt: new Date() })
          .where(
            and(
              eq(addOnServices.code, code),
              sql`date_trunc('milliseconds', ${addOnServices.updatedAt}) = ${seenAt.toISOString()}`,
            ),
          )
          .returning();
        if (!row) return undefined;
        await tx.delete(addOnServicePrices).where(eq(addOnServicePrices.code, code));
        const entries = Object.entries(prices);
        if (entries.length > 0) {
          await tx
            .insert(addOnServicePrices)
            .values(entries.map(([currency, amountMinor]) => ({ code, currency, amountMinor })));
        }
        return { ...row, prices };
      });
    },
  };
}

export type AddOnServicesRepository = ReturnType<typeof createAddOnServicesRepository>;
