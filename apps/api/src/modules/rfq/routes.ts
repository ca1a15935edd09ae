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
  RfqQuoteSchema,
  RfqRequestDetailSchema,
  RfqRequestSchema,
  RfqRequestsQuerySchema,
} from './schemas.ts';
import type { RfqService } from './service.ts';

export const RFQ_BASE = '/api/rfq/customer/v1';
export const rfqTags = ['Request for quotation'];
const errors = { 401: ErrorResponseSchema, ...commonErrors };

/**
 * The customer's requests and the quotes staff sent, read back. Submitting one checks the
 * images with the assets module and ordering a quote makes an order: workflows (rfq.ts).
 */
export const rfqRoutes: FastifyPluginAsyncZod<{
  service: RfqService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, currentCustomer }) => {
  app.get(
    `${RFQ_BASE}/requests`,
    {
      schema: {
        tags: rfqTags,
        summary: 'Your requests for quotation, newest first (filter by status)',
        querystring: RfqRequestsQuerySchema,
        response: { 200: pageOf(RfqRequestSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      const { status, ...page } = request.query;
      return service.page({ customerId: customer.id, ...(status ? { status } : {}) }, page);
    },
  );

  app.get(
    `${RFQ_BASE}/requests/:id`,
    {
      schema: {
        tags: rfqTags,
        summary: 'One of your requests with its quotes and timeline',
        params: BigIdParamsSchema,
        response: { 200: dataOf(RfqRequestDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.get(request.params.id, (await currentCustomer(request)).id),
    }),
  );

  app.get(
    `${RFQ_BASE}/requests/:id/quotes`,
    {
      schema: {
        tags: rfqTags,
        summary: 'The quotes of one of your requests: tiers, MOQ, shipping, validity',
        params: BigIdParamsSchema,
        response: { 200: dataOf(z.array(RfqQuoteSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await service.quotes(request.params.id, (await currentCustomer(request)).id),
    }),
  );

  app.get(
    `${RFQ_BASE}/quotes/:id`,
    {
      schema: {
        tags: rfqTags,
        summary: 'One quote sent to you',
        params: BigIdParamsSchema,
        response: { 200: dataOf(RfqQuoteSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.quote(request.params.id, (await currentCustomer(request)).id),
    }),
  );
};
