import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import { addresses } from './tables.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<
  AddressRow,
  'countryCode' | 'label' | 'name' | 'phone' | 'fields' | 'isDefault'
>;

export function createAddressesRepository(db: Database) {
  return {
    /** Closing the account: erases what only served the customer (a convenience). */
    async forgetCustomer(tx: Transaction, customerId: number): Promise<void> {
      await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    },

    list(customerId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.isDefault), desc(addresses.id));
    },

    async find(customerId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)));
      return row;
    },

    /** Saves an address; when it becomes the default the others stop being it, atomically. */
    save(customerId: number, values: AddressValues, id?: number): Promise<AddressRow | undefined> {
      return db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.customerId, customerId))
          .for('update');
        const isDefault = values.isDefault || existing.length === 0;
        if (isDefault) {
          await tx
            .update(addresses)
            .set({ isDefault: false })
            .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
        }
        const [row] = id
          ? await tx
              .update(addresses)
              .set({ ...values, isDefault, updatedAt: new Date() })
              .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)))
              .returning()
          : await tx
              .insert(addresses)
              .values({ ...values, isDefault, customerId })
              .returning();
        return row;
      });
    },

    /** Deletes an address; if it was the default, the newest remaining one takes over. */
    remove(customerId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(addresses)
          .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)))
          .returning();
        if (!gone) return false;
        if (gone.isDefault) {
          const [next] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(and(eq(addresses.customerId, customerId), ne(addresses.id, id)))
            .orderBy(desc(addresses.id))
            .limit(1);
          if (next) {
            await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
          }
        }
        return true;
      });
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
