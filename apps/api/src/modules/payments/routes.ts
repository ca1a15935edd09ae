import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  PageQuerySchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { RegionsService } from '../regions/index.ts';
import { GatewaySchema, PaymentSchema } from './schemas.ts';
import type { PaymentsService } from './service.ts';

const tags = ['Payments'];
export const PAYMENTS_BASE = '/api/payment/customer/payment/v1';
const errors = { 401: ErrorResponseSchema, ...commonErrors };

export const paymentsRoutes: FastifyPluginAsyncZod<{
  service: PaymentsService;
  regions: RegionsService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, regions, currentCustomer }) => {
  app.get(
    `${PAYMENTS_BASE}/gateways`,
    {
      schema: {
        tags,
        summary: 'How you can pay in the current region, with each gateway’s fee',
        response: { 200: dataOf(z.array(GatewaySchema)), ...commonErrors },
      },
    },
    async (request) => ({
      data: service.gateways((await regions.currentRegion(request.regionCode)).code),
    }),
  );

  app.get(
    `${PAYMENTS_BASE}/transactions`,
    {
      schema: {
        tags,
        summary: 'Your payments, newest first',
        querystring: PageQuerySchema,
        response: { 200: pageOf(PaymentSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      return service.page(customer.id, request.query.page, request.query.per_page);
    },
  );

  app.get(
    `${PAYMENTS_BASE}/transactions/:id`,
    {
      schema: {
        tags,
        summary: 'One payment of yours: its status, why it failed, and the invoices it paid',
        params: BigIdParamsSchema,
        response: { 200: dataOf(PaymentSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.find((await currentCustomer(request)).id, request.params.id),
    }),
  );
};
