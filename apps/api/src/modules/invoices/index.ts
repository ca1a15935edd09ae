/** The invoices module's public face: other modules and the app use nothing else from it. */
export { createInvoices, registerInvoices } from './module.ts';
export { type Invoice, type InvoicesService } from './service.ts';
export { InvoiceSchema, InvoiceSessionSchema } from './schemas.ts';
export { createInvoiceReader } from './reader.ts';
export { revenuePerDay } from './revenue.ts';
