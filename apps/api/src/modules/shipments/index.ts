/**
 * The shipments module's public face (Ship For Me, issue #13): parcels, their tracking, moves
 * and timeline. Other modules, workflows and the app use nothing else from it.
 */
export { SHIPMENT_STATUSES, type ShipmentStatus } from './state-machine.ts';
export {
  createConsolidations,
  createParcelRequests,
  createRestrictions,
  createShipments,
  registerShipments,
} from './module.ts';
export {
  ParcelRequestAnswerSchema,
  ParcelRequestBodySchema,
  ParcelRequestSchema,
  StaffParcelRequestSchema,
  StaffParcelRequestsQuerySchema,
  type ParcelRequestAnswer,
} from './parcel-request-schemas.ts';
export { IN_WAREHOUSE } from './parcel-services.ts';
export type { ParcelRequestsService } from './parcel-requests.ts';
export {
  ConsolidationBodySchema,
  ConsolidationSchema,
  ConsolidationsQuerySchema,
  StaffConsolidationSchema,
  StaffConsolidationsQuerySchema,
} from './consolidation-schemas.ts';
export type { ConsolidationsService } from './consolidations.ts';
export { shipmentsStaffRoutes, SHIPMENT_STAFF_BASE } from './staff-routes.ts';
export { SHIPMENT_BASE } from './routes.ts';
export { addonOffer, ADDON_SERVICE_CODES } from './addon-services.ts';
export { insurancePremium } from './insurance.ts';
export { restrictionFor } from './restrictions.ts';
export type { RestrictionSettings } from './restriction-settings.ts';
export { restrictionStaffRoutes, RESTRICTION_STAFF_BASE } from './restriction-routes.ts';
export {
  HsCodeInputSchema,
  ReceiveBodySchema,
  RegionQuerySchema,
  ShipmentOrderSchema,
  ShipmentProductSchema,
  ShipmentRequestBodySchema,
  type ReceiveBody,
  type ShipmentRequestBody,
} from './schemas.ts';
export { type ShipmentsService } from './service.ts';
export { CONSIGNEE_ID_RULES, consigneeIdProblem, normalConsigneeId } from './consignee-ids.ts';
export { parcelBacklogs, parcelDailyCounts } from './repository.ts';
export { consolidationBacklogs } from './consolidation-repository.ts';
export { parcelRequestBacklogs } from './parcel-request-repository.ts';
