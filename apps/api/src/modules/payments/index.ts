/** The payments module's public face: other modules, workflows and the app use nothing else. */
export { createPayments, registerPayments } from './module.ts';
export { paymentsStaffRoutes, PAYMENTS_STAFF_BASE, staffPaymentTags } from './staff-routes.ts';
export { PAYMENTS_BASE } from './routes.ts';
export { feeOf, gatewayFor } from './gateways.ts';
export {
  BkashExecuteBodySchema,
  PayBodySchema,
  PaymentSchema,
  PaymentToReviewSchema,
  RecordOfficePaymentBodySchema,
  StaffPaymentSchema,
} from './schemas.ts';
export { isSuperseded } from './service.ts';
export type { Payment, PaymentRow, PaymentsService } from './service.ts';
export { DEFAULT_CHECK_POLICY, type CheckPolicy } from './check-schedule.ts';
export type { CheckoutGateway, OfficePaymentMethod } from './tables.ts';
export {
  BkashError,
  BkashUnavailable,
  type BkashGateway,
  type BkashPaymentState,
} from './bkash/gateway.ts';
export { unavailableBkash } from './bkash/unavailable.ts';
export {
  createBkashClient,
  bkashClientConfig,
  createFakeBkash,
  type FakeBkash,
} from './bkash/index.ts';
export { paymentBacklogs } from './repository.ts';
