/**
 * The shipments module's public face (Ship For Me, issue #13): parcels, their tracking, moves
 * and timeline. Other modules, workflows and the app use nothing else from it.
 */
export {
  canResume,
  HOLDABLE,
  mayMove,
  SHIPMENT_MOVES_BY_ACTOR,
  SHIPMENT_STATUSES,
  SHIPMENT_TRANSITIONS,
  shipmentMachine,
  type ShipmentActor,
  type ShipmentStatus,
} from './state-machine.ts';
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
export { IN_WAREHOUSE, PARCEL_SERVICES } from './parcel-services.ts';
export type { ParcelRequest, ParcelRequestsService } from './parcel-requests.ts';
export {
  ConsolidationBodySchema,
  ConsolidationSchema,
  ConsolidationsQuerySchema,
  StaffConsolidationSchema,
  StaffConsolidationsQuerySchema,
} from './consolidation-schemas.ts';
export {
  CONSOLIDATION_MOVES_BY_ACTOR,
  CONSOLIDATION_TRANSITIONS,
  consolidationMayMove,
} from './consolidation-machine.ts';
export type { Consolidation, ConsolidationsService } from './consolidations.ts';
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
export {
  STATUS_LABELS,
  type ShipmentOrder,
  type ShipmentProduct,
  type ParcelMoveListener,
  type ShipmentsService,
} from './service.ts';
export { CONSIGNEE_ID_RULES, consigneeIdProblem, normalConsigneeId } from './consignee-ids.ts';
export { parcelBacklogs, parcelDailyCounts } from './repository.ts';
export { consolidationBacklogs } from './consolidation-repository.ts';
export { parcelRequestBacklogs } from './parcel-request-repository.ts';
