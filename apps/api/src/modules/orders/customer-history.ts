import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { CustomerHistory } from '../discounts/index.ts';
import { buyOrders } from './tables.ts';

/** The orders module's answer to "has this customer ordered before?" for the coupon rules. */
export function createCustomerHistory(db: Database): CustomerHistory {
  return {
    async ordersPlaced(customerId, { tx, excludingOrderId }) {
      const [row] = await (tx ?? db)
        .select({ count: sql<number>`count(*)::int` })
        .from(buyOrders)
        .where(
          and(
            eq(buyOrders.customerId, customerId),
            excludingOrderId === undefined ? undefined : ne(buyOrders.id, excludingOrderId),
          ),
        );
      return row?.count ?? 0;
    },
  };
}
