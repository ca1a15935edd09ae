/**
 * The delivery requests module's public face: the last mile of arrived goods. Its routes span
 * orders, shipments, addresses and couriers, so they live in workflows/delivery-requests.ts.
 */
export { createDeliveryRequests } from './module.ts';
export {
  DeliveryRequestBodySchema,
  DeliveryRequestSchema,
  DeliveryRequestsQuerySchema,
  DeliveryStatusBodySchema,
  InternationalSessionBodySchema,
  StaffDeliveryRequestSchema,
  StaffDeliveryRequestsQuerySchema,
  type DeliveryRequestBody,
} from './schemas.ts';
export type { DeliveryRequestsService } from './service.ts';
export { deliveryBacklogs } from './repository.ts';
