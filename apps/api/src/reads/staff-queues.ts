import { money } from '@crossport/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Backlog } from '../platform/backlog.ts';
import type { Database } from '../platform/database.ts';
import type { Permission } from '../platform/permissions.ts';
import { commonErrors, dataOf, MoneySchema } from '../platform/schemas.ts';
import { claimBacklogs } from '../modules/claims/index.ts';
import { deliveryBacklogs } from '../modules/delivery-requests/index.ts';
import { revenuePerDay } from '../modules/invoices/index.ts';
import { orderBacklogs, orderDailyCounts } from '../modules/orders/index.ts';
import { paymentBacklogs } from '../modules/payments/index.ts';
import { payoutBacklogs } from '../modules/payouts/index.ts';
import { rfqBacklogs } from '../modules/rfq/index.ts';
import {
  consolidationBacklogs,
  parcelBacklogs,
  parcelDailyCounts,
  parcelRequestBacklogs,
} from '../modules/shipments/index.ts';
import { STAFF_API } from '../modules/staff/index.ts';
import { supportBacklogs } from '../modules/support/index.ts';

/** Each work queue of the back office and the permission that works it, in dashboard order. */
function staffQueues(db: Database) {
  const count = {
    ...parcelBacklogs(db),
    ...orderBacklogs(db),
    ...paymentBacklogs(db),
    ...payoutBacklogs(db),
    ...consolidationBacklogs(db),
    ...parcelRequestBacklogs(db),
    ...deliveryBacklogs(db),
    ...rfqBacklogs(db),
    ...claimBacklogs(db),
    ...supportBacklogs(db),
  };
  const queues: [keyof typeof count, Permission][] = [
    ['parcels_awaiting_arrival', 'parcels.receive'],
    ['orders_to_purchase', 'orders.purchase'],
    ['orders_to_receive', 'orders.receive'],
    ['bank_transfers', 'payments.decide'],
    ['bkash_payments_to_review', 'payments.decide'],
    ['payouts_to_approve', 'payouts.decide'],
    ['payouts_to_complete', 'payouts.decide'],
    ['consolidations', 'parcels.requests'],
    ['parcel_requests', 'parcels.requests'],
    ['delivery_requests', 'delivery.dispatch'],
    ['rfqs_to_quote', 'rfq.quote'],
    ['claims', 'claims.review'],
    ['disputes', 'disputes.resolve'],
    ['support_inquiries', 'support.handle'],
  ];
  return queues.map(([queue, permission]) => ({ queue, permission, backlog: count[queue] }));
}

const QueueSchema = z.object({
  queue: z.string().describe('parcels_awaiting_arrival, orders_to_purchase, bank_transfers, …'),
  permission: z.string().describe('What working this queue needs'),
  count: z.number().int(),
  oldest_at: z.iso.datetime().nullable().describe('When the oldest waiting item came in'),
});

const DailyQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(90).default(14),
});

const DaySchema = z.object({
  day: z.iso.date(),
  orders: z.number().int().describe('Buy-and-Ship orders placed that day (UTC)'),
  parcels: z.number().int().describe('Parcels started that day (UTC)'),
  revenue: z
    .array(z.object({ service: z.enum(['buy-and-ship', 'ship-for-me']), paid: MoneySchema }))
    .describe('Invoices settled that day, by service and currency'),
});

const view = (b: Backlog) => ({ count: b.count, oldest_at: b.oldestAt?.toISOString() ?? null });

/** The dashboard: the caller's work queues with counts and ages, and activity per day. */
export const staffQueueRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const queues = staffQueues(db);
  const tags = ['Staff: dashboard'];
  app.get(
    `${STAFF_API}/queues`,
    {
      schema: {
        tags,
        summary: 'The work queues the caller may work, with how many wait and since when',
        response: { 200: dataOf(z.array(QueueSchema)), ...commonErrors },
      },
    },
    async (request) => {
      const mine = queues.filter((q) => request.staffActor!.permissions.includes(q.permission));
      const backlogs = await Promise.all(mine.map((q) => q.backlog()));
      return {
        data: mine.map((q, i) => ({
          queue: q.queue,
          permission: q.permission,
          ...view(backlogs[i]!),
        })),
      };
    },
  );
  app.get(
    `${STAFF_API}/queues/daily`,
    {
      schema: {
        tags,
        summary: 'Orders and parcels started and revenue settled per day (UTC), oldest day first',
        querystring: DailyQuerySchema,
        response: { 200: dataOf(z.array(DaySchema)), ...commonErrors },
      },
    },
    async (request) => {
      const at = now();
      const [orders, parcels] = await Promise.all([
        orderDailyCounts(db, request.query.days, at),
        parcelDailyCounts(db, request.query.days, at),
      ]);
      const days = [...orders.keys()];
      const revenue = await revenuePerDay(db, new Date(`${days[0]}T00:00:00Z`));
      return {
        data: days.map((day) => ({
          day,
          orders: orders.get(day) ?? 0,
          parcels: parcels.get(day) ?? 0,
          revenue: revenue
            .filter((r) => r.day === day)
            .map((r) => ({ service: r.service, paid: money(r.amount, r.currency) })),
        })),
      };
    },
  );
};
