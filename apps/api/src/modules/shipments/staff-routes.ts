import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../../platform/schemas.ts';
import {
  ProductNumberParamsSchema,
  ShipmentProductDetailSchema,
  ShipmentProductSchema,
  StaffFindQuerySchema,
  StaffMoveBodySchema,
} from './schemas.ts';
import type { ShipmentsService, StaffMoveListener } from './service.ts';

const tags = ['Staff: Ship For Me'];
export const SHIPMENT_STAFF_BASE = '/api/shipping-core/admin/shipment/v1';

/** Back-office moves on parcels; receiving (which raises the invoice) is a workflow. */
export const shipmentsStaffRoutes: FastifyPluginAsyncZod<{
  shipments: ShipmentsService;
  onMoved?: StaffMoveListener;
}> = async (app, { shipments, onMoved }) => {
  app.get(
    `${SHIPMENT_STAFF_BASE}/shipment-products`,
    {
      schema: {
        tags,
        summary: 'Parcels not yet received, by the shop courier’s tracking id or a suite code',
        querystring: StaffFindQuerySchema,
        response: {
          200: dataOf(z.array(ShipmentProductSchema.extend({ customer_id: z.number().int() }))),
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await shipments.findAwaiting(request.query.q) }),
  );

  app.get(
    `${SHIPMENT_STAFF_BASE}/shipment-products/by-number/:productNumber`,
    {
      schema: {
        tags,
        summary: 'Any parcel by its number (SP-…), with its timeline and whose it is',
        params: ProductNumberParamsSchema,
        response: {
          200: dataOf(ShipmentProductDetailSchema.extend({ customer_id: z.number().int() })),
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await shipments.staffProduct(request.params.productNumber) }),
  );

  app.put(
    `${SHIPMENT_STAFF_BASE}/shipment-products/:id/status`,
    {
      schema: {
        tags,
        summary:
          'Move a parcel on (in transit, arrived, ready for delivery, delivered), hold it with a reason, resume or cancel it',
        params: BigIdParamsSchema,
        body: StaffMoveBodySchema,
        response: {
          200: dataOf(ShipmentProductSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      data: await shipments.staffMove(
        request.params.id,
        request.body.status,
        request.body.reason,
        onMoved,
      ),
    }),
  );
};
