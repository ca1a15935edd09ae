import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import { shippingCartItems, shippingCarts } from './tables.ts';

export type ShippingCartRow = typeof shippingCarts.$inferSelect;
export type ShippingCartItemRow = typeof shippingCartItems.$inferSelect;
export type CartItemFields = Omit<
  typeof shippingCartItems.$inferInsert,
  'id' | 'cartId' | 'createdAt' | 'updatedAt'
>;

/** The only SQL of shipping carts. */
export function createShippingCartsRepository(db: Database) {
  return {
    /** Closing the account: erases what only served the customer (a convenience). */
    async forgetCustomer(tx: Transaction, customerId: number): Promise<void> {
      await tx.delete(shippingCarts).where(eq(shippingCarts.customerId, customerId));
    },

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The customer's cart of the region, created on first use (races answer the same row). */
    async ensure(
      customerId: number,
      regionCode: string,
      currency: string,
    ): Promise<ShippingCartRow> {
      await db
        .insert(shippingCarts)
        .values({ customerId, regionCode, currency })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(shippingCarts)
        .where(
          and(eq(shippingCarts.customerId, customerId), eq(shippingCarts.regionCode, regionCode)),
        );
      return row!;
    },

    /** Locks the customer's cart (item count checks and changes wait for each other). */
    async lockOwned(tx: Transaction, customerId: number, cartId: number) {
      const [row] = await tx
        .select()
        .from(shippingCarts)
        .where(and(eq(shippingCarts.id, cartId), eq(shippingCarts.customerId, customerId)))
        .for('update');
      return row;
    },

    async find(cartId: number): Promise<ShippingCartRow | undefined> {
      const [row] = await db.select().from(shippingCarts).where(eq(shippingCarts.id, cartId));
      return row;
    },

    async items(cartId: number, tx?: Transaction): Promise<ShippingCartItemRow[]> {
      return (tx ?? db)
        .select()
        .from(shippingCartItems)
        .where(eq(shippingCartItems.cartId, cartId))
        .orderBy(asc(shippingCartItems.id));
    },

    async count(tx: Transaction, cartId: number): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(shippingCartItems)
        .where(eq(shippingCartItems.cartId, cartId));
      return row?.n ?? 0;
    },

    async insertItem(tx: Transaction, cartId: number, fields: CartItemFields) {
      await tx.insert(shippingCartItems).values({ ...fields, cartId });
    },

    async updateItem(tx: Transaction, cartId: number, itemId: number, fields: CartItemFields) {
      const rows = await tx
        .update(shippingCartItems)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(shippingCartItems.id, itemId), eq(shippingCartItems.cartId, cartId)))
        .returning({ id: shippingCartItems.id });
      return rows.length > 0;
    },

    async item(tx: Transaction, cartId: number, itemId: number) {
      const [row] = await tx
        .select()
        .from(shippingCartItems)
        .where(and(eq(shippingCartItems.id, itemId), eq(shippingCartItems.cartId, cartId)));
      return row;
    },

    /** The item's cart, if the item is the customer's. */
    async cartOfOwnedItem(customerId: number, itemId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ cartId: shippingCartItems.cartId })
        .from(shippingCartItems)
        .innerJoin(shippingCarts, eq(shippingCarts.id, shippingCartItems.cartId))
        .where(and(eq(shippingCartItems.id, itemId), eq(shippingCarts.customerId, customerId)));
      return row?.cartId;
    },

    async deleteItem(tx: Transaction, cartId: number, itemId: number) {
      await tx
        .delete(shippingCartItems)
        .where(and(eq(shippingCartItems.id, itemId), eq(shippingCartItems.cartId, cartId)));
    },
  };
}

export type ShippingCartsRepository = ReturnType<typeof createShippingCartsRepository>;
