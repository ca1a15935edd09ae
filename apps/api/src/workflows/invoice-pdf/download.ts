import { setTimeout as sleep } from 'node:timers/promises';
import type { ContentService } from '../../modules/content/index.ts';
import type { InvoicesService } from '../../modules/invoices/index.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Queue } from '../../platform/queue.ts';
import type { Storage, StoredFile } from '../../platform/storage.ts';
import { invoicePdfContent, invoicePdfKey, invoicePdfVersion } from './content.ts';
import { renderInvoicePdfJob } from './job.ts';

export class InvoicePdfNotReady extends DomainError {
  readonly retryAfterSeconds = 5;
  constructor() {
    super(
      503,
      'invoice_pdf_not_ready',
      'The invoice PDF is being prepared. Please try again in a few seconds.',
    );
  }
}

const POLL_MS = 250;
// The API only sends; the worker's copy of the job (jobs/render-invoice-pdf.ts) renders.
const job = renderInvoicePdfJob(async () => {
  throw new Error('The API does not render invoice PDFs');
});

/**
 * The customer's invoice PDF, as stored for the invoice's current version. When it is not
 * stored yet, the worker is asked to render it (once, however many ask at the same time) and
 * storage is polled for a bounded time; then 503 `invoice_pdf_not_ready` with Retry-After.
 */
export function downloadInvoicePdfWorkflow(deps: {
  invoices: Pick<InvoicesService, 'find'>;
  content: Pick<ContentService, 'company'>;
  storage: Storage;
  queue: () => Promise<Queue>;
  waitMs: number;
}) {
  return {
    async run(
      customer: { id: number; name: string | null; email: string | null },
      invoiceId: number,
    ): Promise<{ file: StoredFile; fileName: string }> {
      const [invoice, company] = await Promise.all([
        deps.invoices.find(customer.id, invoiceId),
        deps.content.company(),
      ]);
      const content = invoicePdfContent(invoice, customer, company);
      const key = invoicePdfKey(invoice.id, content);
      const fileName = `${invoice.number}.pdf`;
      let file = await deps.storage.get(key);
      if (file) return { file, fileName };
      await (
        await deps.queue()
      ).sendOnce(
        job,
        { invoice_id: invoice.id, customer_id: customer.id },
        `${invoice.id}:${invoicePdfVersion(content)}`,
      );
      const deadline = Date.now() + deps.waitMs;
      while (Date.now() < deadline) {
        await sleep(POLL_MS);
        file = await deps.storage.get(key);
        if (file) return { file, fileName };
      }
      throw new InvoicePdfNotReady();
    },
  };
}
