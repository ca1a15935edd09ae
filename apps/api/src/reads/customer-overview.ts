import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../platform/errors.ts';
import { commonErrors, dataOf, SerialIdParam } from '../platform/schemas.ts';
import { actingStaffName } from '../platform/staff-auth.ts';
import {
  suiteCodeOf,
  type CustomerNoteRow,
  type CustomerRow,
  type CustomersRepository,
} from '../modules/customers/index.ts';
import {
  ClaimSchema,
  DisputeSchema,
  type ClaimsService,
  type DisputesService,
} from '../modules/claims/index.ts';
import { InvoiceSchema, type InvoicesService } from '../modules/invoices/index.ts';
import {
  WalletBalanceSchema,
  WalletTransactionSchema,
  type LedgerService,
} from '../modules/ledger/index.ts';
import { BuyProductSchema, type OrdersService } from '../modules/orders/index.ts';
import { PaymentSchema, type PaymentsService } from '../modules/payments/index.ts';
import { ShipmentOrderSchema, type ShipmentsService } from '../modules/shipments/index.ts';
import { STAFF_API } from '../modules/staff/index.ts';

/** What the Customer 360 page reads, module by module. */
export interface CustomerOverviewServices {
  customers: CustomersRepository;
  orders: OrdersService;
  shipments: ShipmentsService;
  payments: PaymentsService;
  ledger: LedgerService;
  invoices: InvoicesService;
  claims: ClaimsService;
  disputes: DisputesService;
}

/** How many of each list the page shows; the full lists are a click away. */
const RECENT = 10;

const CustomerSummarySchema = z.object({
  id: z.number().int(),
  suite_code: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  country_code: z.string().nullable(),
  created_at: z.iso.datetime(),
  closed_at: z.iso
    .datetime()
    .nullable()
    .describe('When the customer closed the account (personal data erased); null while open'),
});

const NoteSchema = z.object({
  id: z.number().int(),
  author_email: z.string(),
  text: z.string(),
  created_at: z.iso.datetime(),
});

const recentOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

const CustomerOverviewSchema = z.object({
  customer: CustomerSummarySchema,
  wallets: z.array(WalletBalanceSchema),
  orders: recentOf(BuyProductSchema),
  parcels: recentOf(ShipmentOrderSchema),
  payments: recentOf(PaymentSchema),
  invoices: recentOf(InvoiceSchema),
  wallet_transactions: z
    .array(z.object({ wallet_id: z.number().int(), ...recentOf(WalletTransactionSchema).shape }))
    .describe('The newest postings of each wallet: the ledger behind the balance'),
  disputes: recentOf(DisputeSchema),
  claims: recentOf(ClaimSchema),
  notes: z.array(NoteSchema),
});

const SearchQuerySchema = z.strictObject({
  q: z.string().trim().min(2).max(100).describe('Suite code, id, or part of email, name, phone'),
});
const CustomerParamsSchema = z.strictObject({ customer_id: SerialIdParam });
const NoteBodySchema = z.strictObject({ text: z.string().trim().min(1).max(2000) });

function toSummary(row: CustomerRow): z.infer<typeof CustomerSummarySchema> {
  return {
    id: row.id,
    suite_code: suiteCodeOf(row.id),
    email: row.email,
    email_verified: row.emailVerified,
    name: row.name,
    phone: row.phone,
    country_code: row.countryCode,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

const toNote = (row: CustomerNoteRow): z.infer<typeof NoteSchema> => ({
  id: row.id,
  author_email: row.authorEmail,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

const recent = <T>(page: { data: T[]; pagination: { total: number } }) => ({
  data: page.data,
  total: page.pagination.total,
});

async function overview(services: CustomerOverviewServices, id: number) {
  const row = await services.customers.findById(id);
  if (!row) throw new NotFound(`Customer ${id}`);
  const first = { page: 1, per_page: RECENT };
  const [wallets, orders, parcels, payments, invoices, disputes, claims, notes] = await Promise.all(
    [
      services.ledger.walletBalances(id),
      services.orders.list(id, {}, 1, RECENT),
      services.shipments.ordersPage(id, first),
      services.payments.page(id, 1, RECENT),
      services.invoices.page(id, {}, 1, RECENT),
      services.disputes.page({ customerId: id }, first),
      services.claims.page({ customerId: id }, first),
      services.customers.notes(id, 50),
    ],
  );
  const walletTransactions = await Promise.all(
    wallets.map(async (wallet) => ({
      wallet_id: wallet.id,
      ...recent(await services.ledger.walletTransactions(id, wallet.id, 1, RECENT)),
    })),
  );
  return {
    customer: toSummary(row),
    wallets,
    orders: recent(orders),
    parcels: recent(parcels),
    payments: recent(payments),
    invoices: recent(invoices),
    wallet_transactions: walletTransactions,
    disputes: recent(disputes),
    claims: recent(claims),
    notes: notes.map(toNote),
  };
}

/**
 * Customer 360 for support and finance: find a customer, see their profile, wallets with
 * their newest postings, recent orders, parcels, payments, invoices, disputes and claims and
 * staff's notes in one answer, and add a note. Sessions and
 * support views are the impersonation module's (`…/impersonate/v1/sessions/by-user`).
 */
export const customerOverviewStaffRoutes: FastifyPluginAsyncZod<{
  services: CustomerOverviewServices;
}> = async (app, { services }) => {
  const tags = ['Staff: customers'];
  app.get(
    `${STAFF_API}/customers`,
    {
      schema: {
        tags,
        summary:
          'Find customers by suite code, id, email, name or phone (newest first, 20 at most)',
        querystring: SearchQuerySchema,
        response: { 200: dataOf(z.array(CustomerSummarySchema)), ...commonErrors },
      },
    },
    async (request) => ({
      data: (await services.customers.search(request.query.q, 20)).map(toSummary),
    }),
  );
  app.get(
    `${STAFF_API}/customers/:customer_id`,
    {
      schema: {
        tags,
        summary:
          'One customer at a glance: profile, wallets and their ledger, recent orders, parcels, payments, invoices, disputes, claims, notes',
        params: CustomerParamsSchema,
        response: { 200: dataOf(CustomerOverviewSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await overview(services, request.params.customer_id) }),
  );
  app.post(
    `${STAFF_API}/customers/:customer_id/notes`,
    {
      schema: {
        tags,
        summary: 'Write a note on the customer for other staff (kept, never edited)',
        params: CustomerParamsSchema,
        body: NoteBodySchema,
        response: { 201: dataOf(NoteSchema), ...commonErrors },
      },
    },
    async (request, reply) => {
      const id = request.params.customer_id;
      if (!(await services.customers.findById(id))) throw new NotFound(`Customer ${id}`);
      const note = await services.customers.addNote({
        customerId: id,
        authorEmail: actingStaffName(request),
        text: request.body.text,
      });
      reply.code(201);
      return { data: toNote(note) };
    },
  );
};
