import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, ErrorResponseSchema, MoneySchema } from '../platform/schemas.ts';
import type { CurrentCustomer } from '../modules/customers/index.ts';
import type { DisputesService } from '../modules/claims/index.ts';
import type { DeliveryRequestsService } from '../modules/delivery-requests/index.ts';
import type { InvoicesService } from '../modules/invoices/index.ts';
import { WalletBalanceSchema, type LedgerService } from '../modules/ledger/index.ts';
import { NotificationSchema, type NotificationsService } from '../modules/notifications/index.ts';
import type { OrdersService } from '../modules/orders/index.ts';
import type { RfqService } from '../modules/rfq/index.ts';
import type { ShipmentsService } from '../modules/shipments/index.ts';
import { PARCEL_STAGES, stagesOf } from './parcel-stages.ts';

/** What the dashboard reads, module by module (each through its door). */
export interface CustomerDashboardServices {
  currentCustomer: CurrentCustomer;
  invoices: InvoicesService;
  orders: OrdersService;
  shipments: ShipmentsService;
  deliveryRequests: DeliveryRequestsService;
  rfq: RfqService;
  disputes: DisputesService;
  ledger: LedgerService;
  notifications: NotificationsService;
}

/** The newest invoices to pay and notifications shown; the full lists are a click away. */
const NEWEST_INVOICES = 3;
const LATEST_NOTIFICATIONS = 5;
/** More currencies than any customer holds (one per region); the answer is cut there. */
const MAX_CURRENCIES = 20;

const DueInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  subject: z.object({ type: z.string(), id: z.number().int() }),
  due: MoneySchema,
  created_at: z.iso.datetime(),
});

const count = z.number().int().min(0);

const DashboardSchema = z
  .object({
    to_pay: z.object({
      count: count.describe('Invoices waiting for money (unpaid or partially paid)'),
      totals: z
        .array(MoneySchema)
        .max(MAX_CURRENCIES)
        .describe('What is due, one amount per currency'),
      invoices: z.array(DueInvoiceSchema).max(NEWEST_INVOICES).describe('The newest few'),
    }),
    needs_answer: z.object({
      action_needed: count.describe('Buy products waiting for a decision (Action needed)'),
      quotes: count.describe('Quotes received and not answered yet (open, not expired)'),
      disputes: count.describe('Disputes waiting for the customer’s evidence'),
    }),
    parcels: z
      .array(
        z.object({
          stage: z.enum(PARCEL_STAGES),
          parcels: count.describe('Parcels (Ship For Me, and bought products once weighed)'),
          orders: count.describe('Buy-and-Ship products without a parcel of their own'),
        }),
      )
      .max(PARCEL_STAGES.length)
      .describe('Goods by stage, in the order they travel (docs/dashboard.md)'),
    wallets: z.array(WalletBalanceSchema).max(MAX_CURRENCIES),
    notifications: z.object({
      data: z.array(NotificationSchema).max(LATEST_NOTIFICATIONS),
      unread: count,
    }),
  })
  .meta({ id: 'CustomerDashboard' });

export type CustomerDashboard = z.infer<typeof DashboardSchema>;

/**
 * The dashboard in one answer: each module counts the caller's own rows with an indexed read,
 * all at once (no read waits for another, none per row).
 */
export async function customerDashboard(
  services: CustomerDashboardServices,
  customerId: number,
): Promise<CustomerDashboard> {
  const [due, orders, parcels, outForDelivery, quotes, disputes, wallets, notifications] =
    await Promise.all([
      services.invoices.due(customerId, NEWEST_INVOICES),
      services.orders.statusCountsOutsideParcels(customerId),
      services.shipments.stateCounts(customerId),
      services.deliveryRequests.outForDelivery(customerId),
      services.rfq.quotesAwaitingAnswer(customerId),
      services.disputes.waitingOnCustomer(customerId),
      services.ledger.walletBalances(customerId),
      services.notifications.page(customerId, { page: 1, per_page: LATEST_NOTIFICATIONS }),
    ]);
  return {
    to_pay: {
      count: due.count,
      totals: due.totals.slice(0, MAX_CURRENCIES),
      invoices: due.newest,
    },
    needs_answer: { action_needed: orders.action_needed ?? 0, quotes, disputes },
    parcels: stagesOf({
      parcels: Object.fromEntries(parcels.states.map((s) => [s.status, s.count])),
      orders,
      outForDelivery,
    }),
    wallets: wallets.slice(0, MAX_CURRENCIES),
    notifications: { data: notifications.data, unread: notifications.unread },
  };
}

/** The customer's home (`/dashboard`): what to pay, what to answer, where the goods are. */
export const customerDashboardRoutes: FastifyPluginAsyncZod<{
  services: CustomerDashboardServices;
}> = async (app, { services }) => {
  app.get(
    '/api/user/customer/dashboard/v1/overview',
    {
      schema: {
        tags: ['Dashboard'],
        summary:
          'The signed-in customer’s dashboard: invoices to pay, what needs an answer, goods by stage, wallet, latest notifications',
        response: {
          200: dataOf(DashboardSchema),
          401: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      data: await customerDashboard(services, (await services.currentCustomer(request)).id),
    }),
  );
};
