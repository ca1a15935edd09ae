import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../../platform/schemas.ts';
import {
  PayoutRequestSchema,
  PayoutRequestsQuerySchema,
  CompletePayoutBodySchema,
  RejectPayoutBodySchema,
  StaffPayoutRequestSchema,
} from './schemas.ts';
import type { PayoutsService, StaffMoveListener } from './service.ts';

const tags = ['Staff: payouts'];
const base = '/api/wallet/admin/wallet/v1/payout-requests';
const moveErrors = { 409: ErrorResponseSchema, ...commonErrors };

/** Back-office moves on payout requests, inside the staff scope (platform/staff-api.ts). */
export const payoutsStaffRoutes: FastifyPluginAsyncZod<{
  payouts: PayoutsService;
  /** The customer's notice of each move (modules/index.ts). */
  onMoved?: StaffMoveListener;
}> = async (app, { payouts, onMoved }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Payout requests of every customer, oldest first, optionally of one status',
        querystring: PayoutRequestsQuerySchema,
        response: { 200: pageOf(StaffPayoutRequestSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { status, page, per_page } = request.query;
      return payouts.queue(status, page, per_page);
    },
  );

  app.post(
    `${base}/:id/approve`,
    {
      schema: {
        tags,
        summary: 'Approve a pending request (the customer can no longer cancel it)',
        params: BigIdParamsSchema,
        response: { 200: dataOf(PayoutRequestSchema), ...moveErrors },
      },
    },
    async (request) => ({ data: await payouts.approve(request.params.id, onMoved) }),
  );

  app.post(
    `${base}/:id/complete`,
    {
      schema: {
        tags,
        summary:
          'Record that an approved request was paid out to its account, with the transfer’s reference',
        params: BigIdParamsSchema,
        // Optional for machine calls; the back office always sends it.
        body: CompletePayoutBodySchema.nullish(),
        response: { 200: dataOf(PayoutRequestSchema), ...moveErrors },
      },
    },
    async (request) => ({
      data: await payouts.complete(request.params.id, request.body?.reference, onMoved),
    }),
  );

  app.post(
    `${base}/:id/reject`,
    {
      schema: {
        tags,
        summary: 'Reject a pending or approved request; its amount returns to the wallet',
        params: BigIdParamsSchema,
        body: RejectPayoutBodySchema,
        response: { 200: dataOf(PayoutRequestSchema), ...moveErrors },
      },
    },
    async (request) => ({
      data: await payouts.reject(request.params.id, request.body.reason, onMoved),
    }),
  );
};
