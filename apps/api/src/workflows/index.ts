// Operations that span modules, as named steps (docs/architecture.md, "Workflows").
export { workflowRoutes } from './routes.ts';
export { reconcilePayments } from './reconcile-payments.ts';
export { paymentStaffRoutes } from './payment-routes.ts';
export { receiveParcelStaffRoutes } from './ship-for-me-parcels.ts';
export { deliveryRequestStaffRoutes } from './delivery-requests.ts';
export { consolidationStaffRoutes } from './consolidation-routes.ts';
export { parcelRequestStaffRoutes } from './parcel-requests.ts';
export { receiveBuyProductStaffRoutes } from './receive-buy-product.ts';
export { rfqStaffWorkflowRoutes } from './rfq.ts';
export { disputeStaffRoutes } from './disputes.ts';
export { invoiceDownloadRoutes } from './invoice-pdf/routes.ts';
export { renderInvoicePdfJob, type InvoicePdfSources } from './invoice-pdf/job.ts';
export { storageSweepStaffRoutes, sweepStorage } from './storage-sweep.ts';
