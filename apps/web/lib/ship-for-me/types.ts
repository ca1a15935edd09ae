/**
 * Ship For Me wire shapes, from the client generated from the API's OpenAPI document
 * (apps/api/src/modules/shipments/schemas.ts), so a changed schema fails the type check here.
 */
import type { paths, Schemas } from '@crossport/api-client';

export type ShipForMeContext = Schemas['ShipForMeContext'];
export type ShipmentProduct = Schemas['ShipmentProduct'];
export type ShipmentEvent = Schemas['ShipmentEvent'];
export type ShipmentStatus = ShipmentProduct['status'];
export type ShipmentRequestBody =
  paths['/api/shipping-core/customer/shipment/v1/shipment-products']['post']['requestBody']['content']['application/json'];
export type EstimateBody =
  paths['/api/shipping-core/customer/calculator/v1/estimate']['post']['requestBody']['content']['application/json'];
