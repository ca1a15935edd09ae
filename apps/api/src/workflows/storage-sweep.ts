import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHIPMENT_STAFF_BASE } from '../modules/shipments/index.ts';
import type { Transaction } from '../platform/database.ts';
import { commonErrors, dataOf } from '../platform/schemas.ts';
import type { StoragePolicy } from '../modules/warehouses/index.ts';
import type { WorkflowServices } from './services.ts';

const DAY_MS = 86_400_000;
/** Parcels per batch: each is its own short transaction, so the sweep never holds many locks. */
const BATCH = 200;

export type StorageServices = Pick<
  WorkflowServices,
  'shipments' | 'invoices' | 'warehouses' | 'notifications'
>;

/** The UTC calendar date `days` after `start` (what notices and invoice lines print). */
const dateOf = (start: Date, days: number) =>
  new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days a parcel has been in the warehouse at `now` (day 0 is the day of receipt). */
export function storageDays(receivedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / DAY_MS));
}

/**
 * The storage sweep (docs/shipping.md, storage): for every parcel lying in a warehouse, as of
 * `now` (the clock is a parameter so tests can move it), in order:
 * 1. a reminder once, `reminderDays` before the free days end (in the app and by email);
 * 2. the daily fee for each day past the free days not yet billed, one invoice line per day
 *    on the parcel's open storage invoice (a new invoice once the last one was paid);
 * 3. a final notice once, `finalNoticeDays` before the maximum;
 * 4. at the maximum, the parcel is disposed of, its unpaid shipping invoice withdrawn.
 * Safe to rerun: what was sent or billed is recorded on the parcel in the same transaction.
 */
export async function sweepStorage(
  services: StorageServices,
  now: Date,
  /** One customer's parcels only (a test's own, while other tests share the database). */
  scope: { customerId?: number } = {},
): Promise<number> {
  const policies = new Map<number, StoragePolicy>();
  let afterId = 0;
  let seen = 0;
  for (;;) {
    const batch = await services.shipments.inStorage(afterId, BATCH, scope.customerId);
    if (batch.length === 0) return seen;
    for (const { parcel, order } of batch) {
      afterId = parcel.id;
      seen += 1;
      let policy = policies.get(order.warehouseId);
      if (!policy) {
        policy = await services.warehouses.storagePolicy(order.warehouseId);
        policies.set(order.warehouseId, policy);
      }
      const rule = policy;
      await services.shipments.transaction((tx) => sweepParcel(services, tx, parcel.id, rule, now));
    }
  }
}

async function sweepParcel(
  services: StorageServices,
  tx: Transaction,
  id: number,
  policy: StoragePolicy,
  now: Date,
): Promise<void> {
  const { shipments, invoices, notifications } = services;
  const { row, order } = await shipments.lockWithOrder(tx, id);
  if (!row.receivedAt || !['received_at_warehouse', 'invoiced', 'paid'].includes(row.status)) {
    return; // moved on since the batch was read
  }
  const days = storageDays(row.receivedAt, now);
  const link = `/dashboard/my-parcel/${row.number}`;
  const notices = [...row.storageNotices];
  const tell = async (kind: string, title: string, body: string) =>
    notifications.notify(tx, { customerId: row.customerId, kind, title, body, link, email: true });

  if (days >= policy.freeDays - policy.reminderDays && !notices.includes('reminder')) {
    notices.push('reminder');
    const ends = dateOf(row.receivedAt, policy.freeDays);
    await tell(
      'storage_reminder',
      `Free storage of ${row.number} ends on ${ends}`,
      `Your parcel ${row.number} (${row.title}) has been in our warehouse since ${dateOf(row.receivedAt, 0)}. Storage is free for ${policy.freeDays} days, until ${ends}; after that we charge a daily storage fee until it ships.`,
    );
    await shipments.recordStorage(
      tx,
      id,
      { storageNotices: notices },
      {
        kind: 'storage_reminder',
        note: `Free storage ends on ${ends}`,
        data: { free_until: ends },
      },
    );
  }

  const fee = policy.feePerDay[order.currency];
  const billable = Math.max(0, Math.min(days, policy.maxDays) - policy.freeDays);
  if (fee && billable > row.storageFeeDays) {
    let invoiceId = row.storageInvoiceId;
    for (let day = row.storageFeeDays + 1; day <= billable; day += 1) {
      const line = {
        kind: 'storage',
        description: `Storage of ${row.number}, day ${policy.freeDays + day} (${dateOf(row.receivedAt, policy.freeDays + day - 1)})`,
        referenceType: 'shipment_product',
        referenceId: row.id,
        quantity: 1,
        unitAmount: fee,
        amount: fee,
      };
      if (invoiceId !== null && (await invoices.isUnpaid(tx, invoiceId))) {
        await invoices.adjust(tx, invoiceId, line);
      } else {
        invoiceId = await invoices.create(
          tx,
          {
            customerId: row.customerId,
            subjectType: 'shipment_storage',
            subjectId: row.id,
            currency: order.currency,
          },
          [line],
        );
      }
    }
    await shipments.recordStorage(
      tx,
      id,
      { storageFeeDays: billable, storageInvoiceId: invoiceId, storageFeesDue: true },
      {
        kind: 'storage_fee',
        note: `Storage fees billed for ${billable - row.storageFeeDays} day(s)`,
        data: { days: billable - row.storageFeeDays, fee_per_day: fee, invoice_id: invoiceId },
      },
    );
  }

  if (days >= policy.maxDays - policy.finalNoticeDays && !notices.includes('final_notice')) {
    notices.push('final_notice');
    const on = dateOf(row.receivedAt, policy.maxDays);
    await tell(
      'storage_final_notice',
      `Final notice: ${row.number} will be disposed of on ${on}`,
      `Your parcel ${row.number} (${row.title}) has been in our warehouse for ${days} days. Unless it starts shipping before ${on}, we will dispose of it on that day, as our storage terms say.`,
    );
    await shipments.recordStorage(
      tx,
      id,
      { storageNotices: notices },
      {
        kind: 'storage_final_notice',
        note: `To be disposed of on ${on}`,
        data: { dispose_on: on },
      },
    );
  }

  if (days >= policy.maxDays) {
    const current = (await shipments.lockWithOrder(tx, id)).row;
    if (current.invoiceId !== null && (await invoices.isUnpaid(tx, current.invoiceId))) {
      await invoices.withdraw(tx, current.invoiceId, `${row.number} was disposed of after storage`);
    }
    await shipments.move(tx, current, 'disposed', 'system', {
      note: `Disposed of after ${policy.maxDays} days in storage`,
      data: { days },
    });
    await tell(
      'parcel_disposed',
      `${row.number} was disposed of`,
      `Your parcel ${row.number} (${row.title}) stayed in our warehouse for ${policy.maxDays} days without shipping, so we disposed of it as our storage terms say.`,
    );
  }
}

const SweepBodySchema = z.strictObject({
  as_of: z.iso
    .datetime()
    .optional()
    .describe('Sweep as if it were this moment (default: now): a missed run, or a rehearsal'),
  customer_id: z.number().int().min(1).max(2_147_483_647).optional().describe('One customer only'),
});

/** Staff run the storage sweep by hand: after an outage, or for one customer's parcels. */
export const storageSweepStaffRoutes: FastifyPluginAsyncZod<{ services: StorageServices }> = async (
  app,
  { services },
) => {
  app.post(
    `${SHIPMENT_STAFF_BASE}/storage-sweep`,
    {
      schema: {
        tags: ['Staff: Ship For Me'],
        summary:
          'Run the storage sweep now (reminders, daily fees, final notices, disposal), optionally as of another moment or for one customer',
        body: SweepBodySchema,
        response: { 200: dataOf(z.object({ seen: z.number().int() })), ...commonErrors },
      },
    },
    async (request) => ({
      data: {
        seen: await sweepStorage(
          services,
          request.body.as_of ? new Date(request.body.as_of) : new Date(),
          request.body.customer_id ? { customerId: request.body.customer_id } : {},
        ),
      },
    }),
  );
};
