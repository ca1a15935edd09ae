import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BuyProductSchema } from '../modules/orders/index.ts';
import { ReceiveBodySchema } from '../modules/shipments/index.ts';
import { Unprocessable } from '../platform/errors.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../platform/schemas.ts';
import { createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';
import { receiveAndInvoice } from './ship-for-me-parcels.ts';

/**
 * A Buy-and-Ship product reaches our warehouse abroad: staff weigh, measure and photograph it
 * (the photos must be uploads for its customer), it moves to `received_abroad`, and it becomes
 * the parcel it ships home as, received and invoiced like any parcel on the same measurement.
 * From there on storage, warehouse requests, consolidation and shipping are the parcel's, and
 * the product follows the parcel's moves (docs/orders.md). One transaction: a product is never
 * received without its parcel and that parcel's shipping invoice.
 */
export function receiveBuyProductWorkflow(services: WorkflowServices) {
  return createWorkflow(
    'receive-buy-product',
    async (input: { id: number; body: typeof ReceiveBodySchema._output }) => {
      const { body } = input;
      const customerId = await services.orders.customerOfProduct(input.id);
      for (const id of new Set(body.photo_ids)) {
        if (!(await services.assetOwnedBy(customerId, id))) {
          throw new Unprocessable(`Photo ${id} is not an upload for this customer.`, [
            { field: 'body.photo_ids', message: 'Upload the photo first' },
          ]);
        }
      }
      await services.shipments.transaction(async (tx) => {
        const received = await services.orders.receiveAtWarehouse(tx, input.id, {
          weightGrams: body.weight_grams,
          lengthCm: body.length_cm,
          widthCm: body.width_cm,
          heightCm: body.height_cm,
          photoIds: body.photo_ids,
        });
        const parcel = await services.shipments.createForBuyProduct(
          tx,
          received.product,
          received.route,
        );
        await receiveAndInvoice(services, tx, parcel, body);
        await services.orders.shipsAsParcel(tx, input.id, {
          id: parcel.row.id,
          number: parcel.row.number!,
        });
      });
      return services.orders.productView(input.id);
    },
  );
}

export const receiveBuyProductStaffRoutes: FastifyPluginAsyncZod<{
  services: WorkflowServices;
}> = async (app, { services }) => {
  const receive = receiveBuyProductWorkflow(services);
  app.put(
    '/api/buy-and-ship/admin/buy-product/v1/buy-products/:id/receive',
    {
      schema: {
        tags: ['Staff: buy products'],
        summary:
          'A buy product reached our warehouse abroad: record its weight, size and photos; it becomes a parcel with its shipping invoice (moves it to received_abroad)',
        params: BigIdParamsSchema,
        body: ReceiveBodySchema,
        response: {
          200: dataOf(BuyProductSchema),
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      data: await receive.run({ id: request.params.id, body: request.body }),
    }),
  );
};
