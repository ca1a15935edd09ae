/**
 * The requests-for-quotation module's public face (issue #15): a customer's request, staff's
 * quotes, and the order a quote became (linked by id). Others use nothing else.
 */
export { registerRfq } from './module.ts';
export { rfqStaffRoutes, rfqStaffTags, RFQ_STAFF_BASE } from './staff-routes.ts';
export { RFQ_BASE, rfqTags } from './routes.ts';
export {
  RfqPlaceOrderBodySchema,
  RfqQuoteBodySchema,
  RfqQuoteSchema,
  RfqRequestBodySchema,
  RfqRequestDetailSchema,
  type RfqPlaceOrderBody,
  type RfqRequestBody,
} from './schemas.ts';
export { unitPriceFor, type RfqService } from './service.ts';
export { rfqBacklogs } from './repository.ts';
