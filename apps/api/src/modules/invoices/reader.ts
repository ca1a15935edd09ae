import type { Database } from '../../platform/database.ts';
import { createInvoicesRepository } from './repository.ts';
import { createInvoicesService, type InvoicesService } from './service.ts';

/** Reading invoices outside the API process (the worker renders their PDFs). */
export function createInvoiceReader(db: Database): Pick<InvoicesService, 'find'> {
  const service = createInvoicesService(createInvoicesRepository(db));
  return { find: (customerId, id) => service.find(customerId, id) };
}
