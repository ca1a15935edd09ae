import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  BigIdParamsSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { InvoiceSchema, InvoicesQuerySchema } from './schemas.ts';
import type { InvoicesService } from './service.ts';

const tags = ['Invoices'];
const base = '/api/invoice/customer/invoice/v1';
const errors = { 401: ErrorResponseSchema, ...commonErrors };

export const invoicesRoutes: FastifyPluginAsyncZod<{
  service: InvoicesService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, currentCustomer }) => {
  app.get(
    `${base}/invoices`,
    {
      schema: {
        tags,
        summary: 'The customer’s invoices, newest first, with their lines',
        querystring: InvoicesQuerySchema,
        response: { 200: pageOf(InvoiceSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      const { status, page, per_page } = request.query;
      return service.page(customer.id, status, page, per_page);
    },
  );

  app.get(
    `${base}/invoices/:id`,
    {
      schema: {
        tags,
        summary: 'One invoice with its lines and what is still due',
        params: BigIdParamsSchema,
        response: { 200: dataOf(InvoiceSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.find((await currentCustomer(request)).id, request.params.id),
    }),
  );
};
