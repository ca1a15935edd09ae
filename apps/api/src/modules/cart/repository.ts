import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../../platform/database.ts';
import { cartItems, cartItemVariations, guestCartMerges } from './tables.ts';

export type CartItemRow = typeof cartItems.$inferSelect;
export type CartVariationRow = typeof cartItemVariations.$inferSelect;
export type CartItemWithVariations = CartItemRow & { variations: CartVariationRow[] };

/** Whose cart: a customer's, or a guest's by the ids its client keeps. */
export type CartOwner =
  { customerId: number; identityId: string } | { guestId: string; guestSession: string };

export interface SkuQuantity {
  skuId: string;
  quantity: number;
}

function ownedBy(owner: CartOwner): SQL {
  return 'customerId' in owner
    ? eq(cartItems.customerId, owner.customerId)
    : (and(
        eq(cartItems.guestId, owner.guestId),
        eq(cartItems.guestSession, owner.guestSession),
      ) as SQL);
}

function ownerValues(owner: CartOwner) {
  return 'customerId' in owner
    ? { customerId: owner.customerId }
    : { guestId: owner.guestId, guestSession: owner.guestSession };
}

async function withVariations(
  db: Database | Tx,
  items: CartItemRow[],
): Promise<CartItemWithVariations[]> {
  if (!items.length) return [];
  const variations = await db
    .select()
    .from(cartItemVariations)
    .where(
      inArray(
        cartItemVariations.cartItemId,
        items.map((i) => i.id),
      ),
    )
    .orderBy(asc(cartItemVariations.id));
  return items.map((item) => ({
    ...item,
    variations: variations.filter((v) => v.cartItemId === item.id),
  }));
}

/** The owner's item for a product, created if missing (a concurrent add wins the insert). */
async function itemFor(tx: Tx, owner: CartOwner, productId: number): Promise<CartItemRow> {
  await tx
    .insert(cartItems)
    .values({ ...ownerValues(owner), productId })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(and(ownedBy(owner), eq(cartItems.productId, productId)))
    .for('update');
  if (!row) throw new Error('The cart item was not stored');
  return row;
}

/** Adds pieces to (or, with `set`, replaces the pieces of) SKUs of an item; 0 removes a SKU. */
async function putVariations(
  tx: Tx,
  itemId: number,
  lines: SkuQuantity[],
  mode: 'add' | 'set',
): Promise<void> {
  for (const line of lines) {
    if (mode === 'set' && line.quantity === 0) {
      await tx
        .delete(cartItemVariations)
        .where(
          and(eq(cartItemVariations.cartItemId, itemId), eq(cartItemVariations.skuId, line.skuId)),
        );
      continue;
    }
    await tx
      .insert(cartItemVariations)
      .values({ cartItemId: itemId, skuId: line.skuId, quantity: line.quantity })
      .onConflictDoUpdate({
        target: [cartItemVariations.cartItemId, cartItemVariations.skuId],
        set: {
          quantity:
            mode === 'add'
              ? sql`${cartItemVariations.quantity} + excluded.quantity`
              : sql`excluded.quantity`,
          updatedAt: sql`now()`,
        },
      });
  }
  await tx
    .update(cartItems)
    .set({ updatedAt: sql`now()` })
    .where(eq(cartItems.id, itemId));
}

/** An item without variations is no longer in the cart. */
async function dropIfEmpty(tx: Tx, itemId: number): Promise<boolean> {
  const [left] = await tx
    .select({ id: cartItemVariations.id })
    .from(cartItemVariations)
    .where(eq(cartItemVariations.cartItemId, itemId))
    .limit(1);
  if (left) return false;
  await tx.delete(cartItems).where(eq(cartItems.id, itemId));
  return true;
}

export function createCartRepository(db: Database) {
  return {
    /** Closing the account: erases what only served the customer (a convenience). */
    async forgetCustomer(tx: Tx, customerId: number): Promise<void> {
      await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
      await tx.delete(guestCartMerges).where(eq(guestCartMerges.customerId, customerId));
    },

    async list(
      owner: CartOwner,
      limit: number,
      offset: number,
    ): Promise<{ items: CartItemWithVariations[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(cartItems)
          .where(ownedBy(owner))
          .orderBy(desc(cartItems.updatedAt), desc(cartItems.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(cartItems)
          .where(ownedBy(owner)),
      ]);
      return { items: await withVariations(db, rows), total: count?.total ?? 0 };
    },

    async find(owner: CartOwner, id: number): Promise<CartItemWithVariations | undefined> {
      const rows = await db
        .select()
        .from(cartItems)
        .where(and(ownedBy(owner), eq(cartItems.id, id)));
      return (await withVariations(db, rows))[0];
    },

    async findMany(owner: CartOwner, ids: number[]): Promise<CartItemWithVariations[]> {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(cartItems)
        .where(and(ownedBy(owner), inArray(cartItems.id, ids)))
        .orderBy(asc(cartItems.id));
      return withVariations(db, rows);
    },

    async findByProduct(
      owner: CartOwner,
      productId: number,
    ): Promise<CartItemWithVariations | undefined> {
      const rows = await db
        .select()
        .from(cartItems)
        .where(and(ownedBy(owner), eq(cartItems.productId, productId)));
      return (await withVariations(db, rows))[0];
    },

    /** Adds or sets SKU quantities of a product; answers the item id, or null once emptied. */
    put(
      owner: CartOwner,
      productId: number,
      lines: SkuQuantity[],
      mode: 'add' | 'set',
      isSelected?: boolean,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const item = await itemFor(tx, owner, productId);
        await putVariations(tx, item.id, lines, mode);
        if (isSelected !== undefined) {
          await tx.update(cartItems).set({ isSelected }).where(eq(cartItems.id, item.id));
        }
        return (await dropIfEmpty(tx, item.id)) ? null : item.id;
      });
    },

    /** Answers false when the variation is not in this owner's item. */
    setVariationQuantity(
      owner: CartOwner,
      itemId: number,
      variationId: number,
      quantity: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(and(ownedBy(owner), eq(cartItems.id, itemId)))
          .for('update');
        if (!item) return false;
        const updated = await tx
          .update(cartItemVariations)
          .set({ quantity, updatedAt: sql`now()` })
          .where(
            and(eq(cartItemVariations.id, variationId), eq(cartItemVariations.cartItemId, itemId)),
          )
          .returning({ id: cartItemVariations.id });
        await tx
          .update(cartItems)
          .set({ updatedAt: sql`now()` })
          .where(eq(cartItems.id, itemId));
        return updated.length > 0;
      });
    },

    /** Answers null when not found, else whether the emptied item went with it. */
    removeVariation(
      owner: CartOwner,
      itemId: number,
      variationId: number,
    ): Promise<{ itemRemoved: boolean } | null> {
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(and(ownedBy(owner), eq(cartItems.id, itemId)))
          .for('update');
        if (!item) return null;
        const removed = await tx
          .delete(cartItemVariations)
          .where(
            and(eq(cartItemVariations.id, variationId), eq(cartItemVariations.cartItemId, itemId)),
          )
          .returning({ id: cartItemVariations.id });
        if (!removed.length) return null;
        return { itemRemoved: await dropIfEmpty(tx, itemId) };
      });
    },

    async destroy(owner: CartOwner, ids: number[]): Promise<number> {
      if (!ids.length) return 0;
      const gone = await db
        .delete(cartItems)
        .where(and(ownedBy(owner), inArray(cartItems.id, ids)))
        .returning({ id: cartItems.id });
      return gone.length;
    },

    /**
     * Takes ordered pieces out of the customer's cart, in the caller's transaction. The items
     * are locked first; answers false (and changes nothing) when any piece is no longer there,
     * e.g. a second checkout of the same cart, so the caller can undo its order.
     */
    async removeOrdered(
      tx: Tx,
      owner: CartOwner,
      lines: { cartItemId: number; skuId: string; quantity: number }[],
    ): Promise<boolean> {
      const itemIds = [...new Set(lines.map((l) => l.cartItemId))];
      const items = await tx
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(ownedBy(owner), inArray(cartItems.id, itemIds)))
        .for('update');
      if (items.length !== itemIds.length) return false;
      const current = await tx
        .select()
        .from(cartItemVariations)
        .where(inArray(cartItemVariations.cartItemId, itemIds));
      const enough = lines.every((line) =>
        current.some(
          (v) =>
            v.cartItemId === line.cartItemId &&
            v.skuId === line.skuId &&
            v.quantity >= line.quantity,
        ),
      );
      if (!enough) return false;
      for (const line of lines) {
        const where = and(
          eq(cartItemVariations.cartItemId, line.cartItemId),
          eq(cartItemVariations.skuId, line.skuId),
        );
        await tx
          .delete(cartItemVariations)
          .where(and(where, sql`${cartItemVariations.quantity} <= ${line.quantity}`));
        await tx
          .update(cartItemVariations)
          .set({ quantity: sql`${cartItemVariations.quantity} - ${line.quantity}` })
          .where(where);
      }
      for (const id of itemIds) await dropIfEmpty(tx, id);
      return true;
    },

    /**
     * Moves a guest cart into a customer's: quantities of the same SKU add up and the guest's
     * rows go, so running it again moves nothing (idempotent). Serialised per guest.
     */
    mergeGuest(
      guest: { guestId: string; guestSession: string },
      customer: { customerId: number; identityId: string },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(7140501, hashtext(${guest.guestId} || ':' || ${guest.guestSession}))`,
        );
        const guestItems = await withVariations(
          tx,
          await tx.select().from(cartItems).where(ownedBy(guest)).orderBy(asc(cartItems.id)),
        );
        let moved = 0;
        for (const guestItem of guestItems) {
          if (!guestItem.variations.length) continue;
          const target = await itemFor(tx, customer, guestItem.productId);
          await putVariations(
            tx,
            target.id,
            guestItem.variations.map((v) => ({ skuId: v.skuId, quantity: v.quantity })),
            'add',
          );
          moved += guestItem.variations.length;
        }
        if (guestItems.length) {
          await tx.delete(cartItems).where(
            inArray(
              cartItems.id,
              guestItems.map((i) => i.id),
            ),
          );
        }
        await tx
          .insert(guestCartMerges)
          .values({ ...guest, customerId: customer.customerId, variationsMerged: moved })
          .onConflictDoUpdate({
            target: [guestCartMerges.guestId, guestCartMerges.guestSession],
            set: {
              customerId: customer.customerId,
              variationsMerged: sql`${guestCartMerges.variationsMerged} + ${moved}`,
              mergedAt: sql`now()`,
            },
          });
        return moved;
      });
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
