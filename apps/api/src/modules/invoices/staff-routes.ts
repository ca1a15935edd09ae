import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../../platform/schemas.ts';
import type { Transaction } from '../../platform/database.ts';
import { InvoiceSchema } from './schemas.ts';
import type { InvoicesService } from './service.ts';

/**
 * Back-office moves on invoices, inside the staff scope (platform/staff-api.ts). Until the
 * payments module lands, staff record a payment received outside the site here.
 */
export const invoicesStaffRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  /** What else a paid invoice frees, in the same transaction (a parcel's shipping). */
  onPaid?: (tx: Transaction, invoiceId: number) => Promise<void>;
}> = async (app, { invoices, onPaid }) => {
  app.post(
    '/api/invoice/admin/invoice/v1/invoices/:id/mark-paid',
    {
      schema: {
        tags: ['Staff: invoices'],
        summary: 'Record that the whole invoice was paid (409 when already paid or cancelled)',
        params: BigIdParamsSchema,
        response: { 200: dataOf(InvoiceSchema), 409: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await invoices.markPaidByStaff(request.params.id, onPaid) }),
  );
};
