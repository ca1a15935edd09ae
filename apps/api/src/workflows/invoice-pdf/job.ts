import { z } from 'zod';
import type { CompanyDetails } from '../../modules/content/index.ts';
import type { Invoice } from '../../modules/invoices/index.ts';
import { defineJob } from '../../platform/queue.ts';
import type { Storage } from '../../platform/storage.ts';
import { invoicePdfContent, invoicePdfKey } from './content.ts';
import { renderInvoicePdf } from './render.ts';

export const RenderInvoicePdfPayload = z.object({
  invoice_id: z.number().int().positive(),
  customer_id: z.number().int().positive(),
});

export interface InvoicePdfSources {
  findInvoice(customerId: number, invoiceId: number): Promise<Invoice>;
  findCustomer(
    customerId: number,
  ): Promise<{ name: string | null; email: string | null } | undefined>;
  /** The company's details as staff keep them (the content module's `company`). */
  findCompany(): Promise<CompanyDetails>;
  storage: Storage;
}

/**
 * Renders an invoice's PDF in the worker and stores it under its current version
 * (`invoices/{id}/{version}.pdf`). Idempotent: a version already stored is not rendered again,
 * and the queue is `stately`, so concurrent downloads enqueue one job per invoice.
 */
export function renderInvoicePdfJob(sources: () => Promise<InvoicePdfSources>) {
  return defineJob({
    name: 'invoice.render-pdf',
    payload: RenderInvoicePdfPayload,
    policy: 'stately',
    retryLimit: 2,
    async handle({ invoice_id, customer_id }, logger) {
      const { findInvoice, findCustomer, findCompany, storage } = await sources();
      const [invoice, customer, company] = await Promise.all([
        findInvoice(customer_id, invoice_id),
        findCustomer(customer_id),
        findCompany(),
      ]);
      if (!customer) throw new Error(`Customer ${customer_id} of invoice ${invoice_id} is gone`);
      const content = invoicePdfContent(invoice, customer, company);
      const key = invoicePdfKey(invoice.id, content);
      if (await storage.exists(key)) return;
      await storage.put(key, await renderInvoicePdf(content), 'application/pdf');
      logger.info({ invoiceId: invoice_id, key }, 'invoice PDF rendered');
    },
  });
}
