import type { Database } from '../../platform/database.ts';
import { createLedger } from '../ledger/index.ts';
import { createInvoices } from './module.ts';
import type { InvoicesService } from './service.ts';

/** Reading invoices outside the API process (the worker renders their PDFs). */
export function createInvoiceReader(db: Database): Pick<InvoicesService, 'find'> {
  // Reading never posts to the ledger; the service takes one for its payment methods.
  const service = createInvoices(db, createLedger(db));
  return { find: (customerId, id) => service.find(customerId, id) };
}
