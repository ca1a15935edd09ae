import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import {
  DisputeDetailSchema,
  DisputeEventSchema,
  DisputeSchema,
  DisputesQuerySchema,
} from './dispute-schemas.ts';
import type { DisputesService } from './disputes.ts';

export const DISPUTES_BASE = '/api/claims/customer/v1/disputes';
/** Opening one: `POST {DISPUTE_OPEN_BASE}/{buy product id}/dispute` (spec §7). */
export const DISPUTE_OPEN_BASE = '/api/claims/customer/v1/buy-product';
export const DISPUTE_TIMELINE = '/api/tracking/customer/timeline/v1/dispute';
export const disputesTags = ['Disputes'];
const errors = { 401: ErrorResponseSchema, ...commonErrors };

/** The customer's disputes read back; opening and answering are workflows (workflows/disputes.ts). */
export const disputesRoutes: FastifyPluginAsyncZod<{
  disputes: DisputesService;
  currentCustomer: CurrentCustomer;
}> = async (app, { disputes, currentCustomer }) => {
  app.get(
    DISPUTES_BASE,
    {
      schema: {
        tags: disputesTags,
        summary: 'Your disputes, newest first (filter by status)',
        querystring: DisputesQuerySchema,
        response: { 200: pageOf(DisputeSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      const { status, ...page } = request.query;
      return disputes.page({ customerId: customer.id, ...(status ? { status } : {}) }, page);
    },
  );

  app.get(
    `${DISPUTES_BASE}/:id`,
    {
      schema: {
        tags: disputesTags,
        summary: 'One of your disputes with its timeline, outcome and refunds',
        params: BigIdParamsSchema,
        response: { 200: dataOf(DisputeDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await disputes.get((await currentCustomer(request)).id, request.params.id),
    }),
  );

  app.get(
    `${DISPUTE_TIMELINE}/:id`,
    {
      schema: {
        tags: disputesTags,
        summary: 'The tracking timeline of one of your disputes, oldest first',
        params: BigIdParamsSchema,
        response: { 200: dataOf(z.array(DisputeEventSchema)), ...errors },
      },
    },
    async (request) => ({
      data: (await disputes.get((await currentCustomer(request)).id, request.params.id)).timeline,
    }),
  );
};
