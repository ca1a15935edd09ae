/** The invoices module's public face: other modules and the app use nothing else from it. */
export { registerInvoices } from './module.ts';
export { invoicesStaffRoutes } from './staff-routes.ts';
export type { Invoice, InvoicesService } from './service.ts';
export { createInvoiceReader } from './reader.ts';
