import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  BigIdParamsSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import {
  InvoiceSchema,
  InvoiceSessionBodySchema,
  InvoiceSessionSchema,
  InvoicesQuerySchema,
} from './schemas.ts';
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
      const { status, service: kind, page, per_page } = request.query;
      return service.page(customer.id, { status, service: kind }, page, per_page);
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

  app.post(
    `${base}/session`,
    {
      schema: {
        tags,
        summary:
          'One payable total over several unpaid invoices of yours in one currency (409 when one is paid or cancelled, 422 for mixed currencies)',
        body: InvoiceSessionBodySchema,
        response: {
          201: dataOf(InvoiceSessionSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      const session = await service.createSession(customer.id, request.body.invoice_ids);
      reply.code(201);
      return { data: session };
    },
  );

  app.get(
    `${base}/session/:id`,
    {
      schema: {
        tags,
        summary: 'An invoice session: its invoices and what is still due over them',
        params: BigIdParamsSchema,
        response: { 200: dataOf(InvoiceSessionSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.session((await currentCustomer(request)).id, request.params.id),
    }),
  );
};
