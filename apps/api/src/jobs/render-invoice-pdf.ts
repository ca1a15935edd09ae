import { createContent } from '../modules/content/index.ts';
import { createCustomersRepository } from '../modules/customers/index.ts';
import { createInvoiceReader } from '../modules/invoices/index.ts';
import type { Config } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';
import { createStorage } from '../platform/storage.ts';
import { renderInvoicePdfJob, type InvoicePdfSources } from '../workflows/index.ts';

/** Renders invoice PDFs; the worker opens its database and storage on the first job. */
export function renderInvoicePdf(config: Config, connectionString: string) {
  let sources: InvoicePdfSources | undefined;
  return renderInvoicePdfJob(async () => {
    if (!sources) {
      const { db } = openDatabase(connectionString, 2);
      const customers = createCustomersRepository(db);
      const content = createContent(db);
      sources = {
        findInvoice: createInvoiceReader(db).find,
        findCustomer: (id) => customers.findById(id),
        findCompany: content.company,
        storage: createStorage(config),
      };
    }
    return sources;
  });
}
