import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  PageQuerySchema,
  pageOf,
} from '../../platform/schemas.ts';
import { Conflict } from '../../platform/errors.ts';
import {
  ClosePaymentBodySchema,
  PaymentToReviewSchema,
  RejectPaymentBodySchema,
  StaffPaymentSchema,
  StaffPaymentsQuerySchema,
} from './schemas.ts';
import type { PaymentsService } from './service.ts';

export const PAYMENTS_STAFF_BASE = '/api/payment/admin/payment/v1';
export const staffPaymentTags = ['Staff: payments'];

/**
 * Back-office review of payments inside the staff scope (platform/staff-api.ts). Approving a
 * bank transfer and re-checking a bKash payment may settle invoices and orders, so they are
 * workflows (workflows/payment-routes.ts); reading, rejecting and closing touch payments only.
 */
export const paymentsStaffRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.get(
    `${PAYMENTS_STAFF_BASE}/payments`,
    {
      schema: {
        tags: staffPaymentTags,
        summary: 'Payments, newest first (status=pending: bank transfers waiting for review)',
        querystring: StaffPaymentsQuerySchema,
        response: { 200: pageOf(StaffPaymentSchema), ...commonErrors },
      },
    },
    async (request) =>
      payments.staffPage(request.query.status, request.query.page, request.query.per_page),
  );

  app.post(
    `${PAYMENTS_STAFF_BASE}/payments/:id/reject`,
    {
      schema: {
        tags: staffPaymentTags,
        summary: 'Reject a pending bank transfer (the reason is shown to the customer)',
        params: BigIdParamsSchema,
        body: RejectPaymentBodySchema,
        response: { 200: dataOf(StaffPaymentSchema), 409: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      const row = await payments.row(request.params.id);
      if (row.gateway !== 'bank_transfer' || row.status !== 'pending') {
        throw new Conflict('Only a pending bank transfer can be rejected.');
      }
      const ended = await payments.end(row.id, 'failed', {
        code: 'rejected_by_staff',
        reason: request.body.reason,
      });
      if (ended.status !== 'failed') throw new Conflict(`This payment is already ${ended.status}.`);
      return { data: { ...(await payments.view(ended)), customer_id: ended.customerId } };
    },
  );

  app.get(
    `${PAYMENTS_STAFF_BASE}/payments/needs-review`,
    {
      schema: {
        tags: staffPaymentTags,
        summary:
          'bKash payments whose outcome bKash would not tell us in time, oldest first, with its last answer',
        querystring: PageQuerySchema,
        response: { 200: pageOf(PaymentToReviewSchema), ...commonErrors },
      },
    },
    async (request) => payments.toReviewPage(request.query.page, request.query.per_page),
  );

  app.post(
    `${PAYMENTS_STAFF_BASE}/payments/:id/close`,
    {
      config: {
        auditBefore: async (request) =>
          payments.row((request.params as { id: number }).id).catch(() => null),
      },
      schema: {
        tags: staffPaymentTags,
        summary:
          'Close a bKash payment waiting for review as failed or expired, after checking bKash’s merchant portal',
        params: BigIdParamsSchema,
        body: ClosePaymentBodySchema,
        response: { 200: dataOf(PaymentToReviewSchema), 409: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      const closed = await payments.closeReviewed(
        request.params.id,
        request.body.status,
        request.body.reason,
      );
      return { data: await payments.staffView(closed) };
    },
  );
};
