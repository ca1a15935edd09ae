import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../../platform/schemas.ts';
import {
  RfqDeclineBodySchema,
  RfqQuoteSchema,
  RfqRequestDetailSchema,
  RfqRequestsQuerySchema,
  StaffRfqRequestDetailSchema,
  StaffRfqRequestSchema,
} from './schemas.ts';
import type { RfqService } from './service.ts';

export const rfqStaffTags = ['Staff: requests for quotation'];
export const RFQ_STAFF_BASE = '/api/rfq/admin/v1';

/** Staff's queue of requests, and the moves that need no other module (quoting does). */
export const rfqStaffRoutes: FastifyPluginAsyncZod<{ rfq: RfqService }> = async (app, { rfq }) => {
  const tags = rfqStaffTags;
  app.get(
    `${RFQ_STAFF_BASE}/requests`,
    {
      schema: {
        tags,
        summary: 'Every customer’s requests for quotation, newest first, by status',
        querystring: RfqRequestsQuerySchema,
        response: { 200: pageOf(StaffRfqRequestSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      return rfq.staffPage(status ? { status } : {}, page);
    },
  );

  app.get(
    `${RFQ_STAFF_BASE}/requests/:id`,
    {
      schema: {
        tags,
        summary: 'One request with its quotes and timeline',
        params: BigIdParamsSchema,
        response: { 200: dataOf(StaffRfqRequestDetailSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await rfq.find(request.params.id) }),
  );

  app.post(
    `${RFQ_STAFF_BASE}/requests/:id/decline`,
    {
      schema: {
        tags,
        summary: 'Decline a request with a reason the customer reads',
        params: BigIdParamsSchema,
        body: RfqDeclineBodySchema,
        response: {
          200: dataOf(RfqRequestDetailSchema),
          409: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await rfq.decline(request.params.id, request.body.reason) }),
  );

  app.post(
    `${RFQ_STAFF_BASE}/quotes/:id/withdraw`,
    {
      schema: {
        tags,
        summary: 'Withdraw an open quote; it can no longer be ordered',
        params: BigIdParamsSchema,
        response: { 200: dataOf(RfqQuoteSchema), 409: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await rfq.withdraw(request.params.id) }),
  );
};
