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

/**
 * A Buy-and-Ship product reaches our warehouse abroad (the arrival check of issue #14, as for
 * Ship For Me parcels): staff weigh, measure and photograph it; the photos must be uploads
 * for its customer; the orders module records it and moves it to `received_abroad`.
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
      return services.orders.receiveAtWarehouse(input.id, {
        weightGrams: body.weight_grams,
        lengthCm: body.length_cm,
        widthCm: body.width_cm,
        heightCm: body.height_cm,
        photoIds: body.photo_ids,
      });
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
          'A buy product reached our warehouse abroad: record its weight, size and photos (moves it to received_abroad)',
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
