import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentService } from '../../modules/content/index.ts';
import type { CurrentCustomer } from '../../modules/customers/index.ts';
import type { InvoicesService } from '../../modules/invoices/index.ts';
import type { Queue } from '../../platform/queue.ts';
import { BigIdParamsSchema, commonErrors, ErrorResponseSchema } from '../../platform/schemas.ts';
import type { Storage } from '../../platform/storage.ts';
import { downloadInvoicePdfWorkflow, InvoicePdfNotReady } from './download.ts';

const base = '/api/invoice/customer/invoice/v1';

/** The invoice PDF download: its own file so the invoices routes stay the invoices module's. */
export const invoiceDownloadRoutes: FastifyPluginAsyncZod<{
  invoices: Pick<InvoicesService, 'find'>;
  content: Pick<ContentService, 'company'>;
  currentCustomer: CurrentCustomer;
  storage: Storage;
  queue: () => Promise<Queue>;
  waitMs: number;
}> = async (app, { currentCustomer, ...deps }) => {
  const download = downloadInvoicePdfWorkflow(deps);

  app.get(
    `${base}/invoices/:id/download`,
    {
      schema: {
        tags: ['Invoices'],
        summary: 'The invoice as a PDF (company, customer, lines, payments, balance due)',
        description:
          'Rendered by the worker and kept until the invoice changes. When it is not ready ' +
          'within a few seconds: 503 `invoice_pdf_not_ready` with Retry-After.',
        params: BigIdParamsSchema,
        response: {
          200: {
            description: 'The PDF, as an attachment named after the invoice number',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          401: ErrorResponseSchema,
          503: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      try {
        const { file, fileName } = await download.run(customer, request.params.id);
        // A stream is sent as is; the typed reply only knows the JSON answers.
        return (reply as FastifyReply)
          .type('application/pdf')
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body);
      } catch (error) {
        if (error instanceof InvoicePdfNotReady) {
          reply.header('retry-after', error.retryAfterSeconds);
        }
        throw error;
      }
    },
  );
};
