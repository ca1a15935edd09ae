import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { AddOnServices } from '../add-on-services/index.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import {
  ProductNumberParamsSchema,
  ShipmentEventSchema,
  ShipmentMetaSchema,
  ShipmentOrderSchema,
  ShipmentOrdersQuerySchema,
  ShipmentProductDetailSchema,
  ShipmentProductSchema,
  ShipmentStateCountsSchema,
  TrackingBodySchema,
  TrackingParamsSchema,
} from './schemas.ts';
import type { ShipmentsService } from './service.ts';

const tags = ['Ship For Me'];
export const SHIPMENT_BASE = '/api/shipping-core/customer/shipment/v1';
const errors = { 401: ErrorResponseSchema, ...commonErrors };
const moveErrors = { ...errors, 409: ErrorResponseSchema };

/** The customer's parcels: read them, fix their tracking, cancel, start shipping. */
export const shipmentsRoutes: FastifyPluginAsyncZod<{
  service: ShipmentsService;
  currentCustomer: CurrentCustomer;
  regionCurrency: (regionCode: string | null) => Promise<string>;
  addOnServices: AddOnServices;
}> = async (app, { service, currentCustomer, regionCurrency, addOnServices }) => {
  const customerId = async (request: Parameters<CurrentCustomer>[0]) =>
    (await currentCustomer(request)).id;

  app.get(
    '/api/shipping-core/customer/meta/v1/shipment-product',
    {
      schema: {
        tags,
        summary:
          'Parcel statuses with labels, add-on services priced in the region, tracking types',
        response: { 200: dataOf(ShipmentMetaSchema), ...commonErrors },
      },
    },
    async (request) => ({
      data: service.meta(await regionCurrency(request.regionCode), await addOnServices.all()),
    }),
  );

  app.get(
    `${SHIPMENT_BASE}/shipment-orders`,
    {
      schema: {
        tags,
        summary:
          'Your Ship For Me requests with their parcels, newest first (filter by a parcel status)',
        querystring: ShipmentOrdersQuerySchema,
        response: { 200: pageOf(ShipmentOrderSchema), ...errors },
      },
    },
    async (request) => service.ordersPage(await customerId(request), request.query),
  );

  app.get(
    `${SHIPMENT_BASE}/state/shipment-orders`,
    {
      schema: {
        tags,
        summary: 'How many of your parcels are in each status',
        response: { 200: dataOf(ShipmentStateCountsSchema), ...errors },
      },
    },
    async (request) => ({ data: await service.stateCounts(await customerId(request)) }),
  );

  app.get(
    `${SHIPMENT_BASE}/shipment-products/:productNumber`,
    {
      schema: {
        tags,
        summary:
          'One of your parcels by its number: trackings, warehouse receipt, invoice, timeline',
        params: ProductNumberParamsSchema,
        response: { 200: dataOf(ShipmentProductDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.product(await customerId(request), request.params.productNumber),
    }),
  );

  app.put(
    `${SHIPMENT_BASE}/shipment-products/:id/tracking`,
    {
      schema: {
        tags,
        summary: 'Add the shop courier’s tracking id (a requested parcel is then on its way)',
        params: BigIdParamsSchema,
        body: TrackingBodySchema,
        response: { 200: dataOf(ShipmentProductSchema), ...moveErrors },
      },
    },
    async (request) => ({
      data: await service.addTracking(await customerId(request), request.params.id, request.body),
    }),
  );

  app.put(
    `${SHIPMENT_BASE}/shipment-products/:id/tracking/:trackingId`,
    {
      schema: {
        tags,
        summary: 'Correct a tracking id before the parcel reaches our warehouse',
        params: TrackingParamsSchema,
        body: TrackingBodySchema,
        response: { 200: dataOf(ShipmentProductSchema), ...moveErrors },
      },
    },
    async (request) => ({
      data: await service.updateTracking(
        await customerId(request),
        request.params.id,
        request.params.trackingId,
        request.body,
      ),
    }),
  );

  app.put(
    `${SHIPMENT_BASE}/shipment-products/:id/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancel a parcel that has not reached our warehouse (409 afterwards)',
        params: BigIdParamsSchema,
        response: { 200: dataOf(ShipmentProductSchema), ...moveErrors },
      },
    },
    async (request) => ({
      data: await service.cancel(await customerId(request), request.params.id),
    }),
  );

  app.put(
    `${SHIPMENT_BASE}/shipment-products/:id/start-shipping`,
    {
      schema: {
        tags,
        summary: 'Ship a paid parcel home (409 until its shipping invoice is paid)',
        params: BigIdParamsSchema,
        response: { 200: dataOf(ShipmentProductSchema), ...moveErrors },
      },
    },
    async (request) => ({
      data: await service.startShipping(await customerId(request), request.params.id),
    }),
  );

  app.get(
    '/api/tracking/customer/timeline/v1/shipment-product/:id',
    {
      schema: {
        tags,
        summary: 'A parcel’s timeline: tracking, warehouse receipt, invoice, legs, delivery',
        params: BigIdParamsSchema,
        response: { 200: dataOf(z.array(ShipmentEventSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await service.timeline(await customerId(request), request.params.id),
    }),
  );
};
