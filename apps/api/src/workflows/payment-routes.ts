import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../platform/schemas.ts';
import { Conflict, NotFound } from '../platform/errors.ts';
import {
  BkashExecuteBodySchema,
  DEFAULT_CHECK_POLICY,
  PAYMENTS_BASE,
  PAYMENTS_STAFF_BASE,
  PayBodySchema,
  PaymentSchema,
  PaymentToReviewSchema,
  RecordOfficePaymentBodySchema,
  StaffPaymentSchema,
  staffPaymentTags,
} from '../modules/payments/index.ts';
import { InvoiceSchema } from '../modules/invoices/index.ts';
import { checkAtBkash, describeCheckError, recordCheck } from './bkash-outcome.ts';
import { recordOfficePaymentWorkflow } from './record-office-payment.ts';
import { executeBkashPaymentWorkflow } from './execute-bkash-payment.ts';
import { payInvoicesWorkflow, type PayInvoicesInput } from './pay-invoices.ts';
import type { WorkflowServices } from './services.ts';
import { settlePaymentWorkflow } from './settle-payment.ts';

const INVOICES = '/api/invoice/customer/invoice/v1';
const errors = {
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  ...commonErrors,
};
const gatewayErrors = { 502: ErrorResponseSchema, 503: ErrorResponseSchema };

const StartedPaymentSchema = PaymentSchema.extend({
  redirect_url: z.string().nullable().describe('bKash: where to send the customer to approve'),
}).meta({ id: 'StartedPayment' });

/** Paying invoices and bKash's callback: the HTTP doors of the payment workflows. */
export const paymentRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const pay = payInvoicesWorkflow(services);
  const executeBkash = executeBkashPaymentWorkflow(services);
  const tags = ['Payments'];

  const targets = [
    ['invoices', 'Pay one invoice', (id: number) => ({ invoiceId: id })],
    ['session', 'Pay an invoice session', (id: number) => ({ sessionId: id })],
  ] as const;
  for (const [path, summary, target] of targets) {
    app.post(
      `${INVOICES}/${path}/:id/pay`,
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary: `${summary}: wallet settles at once; bKash answers where to approve; a bank transfer waits for review`,
          params: BigIdParamsSchema,
          body: PayBodySchema,
          response: { 201: dataOf(StartedPaymentSchema), ...errors, ...gatewayErrors },
        },
      },
      async (request, reply) => {
        const customer = await services.currentCustomer(request);
        const input: PayInvoicesInput = {
          customerId: customer.id,
          target: target(request.params.id),
          gateway: request.body.gateway,
          amount: request.body.amount,
          receiptAssetId: request.body.receipt_asset_id,
          transferReference: request.body.transfer_reference,
          walletFirst: request.body.wallet_first,
        };
        const payment = await pay.run(input);
        reply.code(201);
        return { data: payment };
      },
    );
  }

  app.post(
    `${PAYMENTS_BASE}/transactions/:id/bkash/execute`,
    {
      schema: {
        tags,
        summary:
          'bKash’s callback, posted by the payment status page: completes (or ends) the payment once, however often it is sent',
        params: BigIdParamsSchema,
        body: BkashExecuteBodySchema,
        response: { 200: dataOf(PaymentSchema), ...errors, 503: ErrorResponseSchema },
      },
    },
    async (request) => {
      const customer = await services.currentCustomer(request);
      return {
        data: await executeBkash.run({
          customerId: customer.id,
          paymentId: request.params.id,
          paymentID: request.body.paymentID,
          status: request.body.status,
        }),
      };
    },
  );
};

/**
 * Staff approve a bank transfer (it settles like any payment) and ask bKash again about a
 * payment of the needs-review queue (registered in the staff scope).
 */
export const paymentStaffRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const settle = settlePaymentWorkflow(services);
  const recordOfficePayment = recordOfficePaymentWorkflow(services);
  const RECEIPT_EXTENSIONS: Record<string, string> = {
    'image/jpeg': '.jpg',
    'image/png': '.png',
    'image/webp': '.webp',
    'application/pdf': '.pdf',
  };
  app.get(
    `${PAYMENTS_STAFF_BASE}/payments/:id/receipt`,
    {
      schema: {
        tags: staffPaymentTags,
        summary: 'The receipt the customer uploaded for a bank transfer (to review it)',
        params: BigIdParamsSchema,
        response: {
          200: {
            description: 'The receipt’s bytes, with the type found at upload',
            content: {
              'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const row = await services.payments.row(request.params.id);
      if (!row.receiptAssetId) throw new NotFound(`The receipt of payment ${row.id}`);
      // The receipt is the payment's customer's own upload (checked when they paid).
      const { file } = await services.assets.open(row.customerId, row.receiptAssetId);
      const extension = RECEIPT_EXTENSIONS[file.contentType] ?? '';
      return (reply as FastifyReply)
        .type(file.contentType)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `attachment; filename="receipt-payment-${row.id}${extension}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    `${PAYMENTS_STAFF_BASE}/payments/:id/approve`,
    {
      schema: {
        tags: staffPaymentTags,
        summary: 'Approve a pending bank transfer: the invoices are paid and the order goes on',
        params: BigIdParamsSchema,
        response: { 200: dataOf(StaffPaymentSchema), 409: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      const row = await services.payments.row(request.params.id);
      if (row.gateway !== 'bank_transfer' || row.status !== 'pending') {
        throw new Conflict('Only a pending bank transfer can be approved.');
      }
      if (!(await settle.run(row.id))) throw new Conflict('This payment was already reviewed.');
      const settled = await services.payments.row(row.id);
      return {
        data: { ...(await services.payments.view(settled)), customer_id: settled.customerId },
      };
    },
  );

  app.post(
    '/api/invoice/admin/invoice/v1/invoices/:id/mark-paid',
    {
      schema: {
        tags: ['Staff: invoices'],
        summary:
          'Record money received outside the site (cash, bank deposit, mobile banking) for what the invoice has due: a settled payment with its ledger postings; 409 when paid or cancelled',
        params: BigIdParamsSchema,
        body: RecordOfficePaymentBodySchema,
        response: {
          201: dataOf(z.object({ invoice: InvoiceSchema, payment: StaffPaymentSchema })),
          409: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = request.staffActor!;
      const payment = await recordOfficePayment.run({
        invoiceId: request.params.id,
        method: request.body.method,
        reference: request.body.reference,
        recordedBy: actor.kind === 'machine' ? 'machine' : (actor.email ?? 'staff'),
      });
      const settled = await services.payments.row(payment.id);
      reply.code(201);
      return {
        data: {
          invoice: await services.invoices.find(settled.customerId, request.params.id),
          payment: { ...(await services.payments.view(settled)), customer_id: settled.customerId },
        },
      };
    },
  );

  app.post(
    `${PAYMENTS_STAFF_BASE}/payments/:id/recheck`,
    {
      schema: {
        tags: staffPaymentTags,
        summary:
          'Ask bKash now about a payment waiting for review: a final answer settles or ends it, an open one goes back to the job’s checks',
        params: BigIdParamsSchema,
        response: { 200: dataOf(PaymentToReviewSchema), 409: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      const { payments } = services;
      const row = await payments.row(request.params.id);
      if (!(await payments.checkOf(row.id))?.needsReviewSince) {
        throw new Conflict('Only a payment waiting for review can be checked from here.');
      }
      const now = new Date();
      try {
        const outcome = await checkAtBkash(services, row, {
          now,
          expireAfterMs: DEFAULT_CHECK_POLICY.approvalWindowMs,
        });
        await recordCheck(services, row.id, now, outcome, DEFAULT_CHECK_POLICY);
      } catch (error) {
        // Still no answer: it stays in the queue with this error as its last answer.
        await payments.checkFailed(
          row.id,
          now,
          describeCheckError(error),
          row.createdAt,
          DEFAULT_CHECK_POLICY,
        );
      }
      return { data: await payments.staffView(await payments.row(row.id)) };
    },
  );
};
