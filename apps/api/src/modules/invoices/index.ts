// The public face of the invoices module: what workflows and the app may use.
export { registerInvoices } from './module.ts';
export { invoicesStaffRoutes } from './staff-routes.ts';
export type { InvoicesService } from './service.ts';
