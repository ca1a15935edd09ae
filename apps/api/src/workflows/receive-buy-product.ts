import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BuyProductSchema } from '../modules/orders/index.ts';
import { ReceiveBodySchema, type ReceiveBody } from '../modules/shipments/index.ts';
import type { Transaction } from '../platform/database.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../platform/schemas.ts';
import { ownPhotosStep } from './own-photos.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';
import { receiveAndInvoiceStep } from './ship-for-me-parcels.ts';

type ReceivedProduct = Awaited<ReturnType<WorkflowServices['orders']['receiveAtWarehouse']>>;

/**
 * A Buy-and-Ship product reaches our warehouse abroad: staff weigh, measure and photograph it
 * (the photos must be uploads for its customer), it moves to `received_abroad`, and it becomes
 * the parcel it ships home as, received and invoiced like any parcel on the same measurement.
 * From there on storage, warehouse requests, consolidation and shipping are the parcel's, and
 * the product follows the parcel's moves (docs/orders.md). One transaction: a product is never
 * received without its parcel and that parcel's shipping invoice.
 */
export function receiveBuyProductWorkflow(services: WorkflowServices) {
  const { orders, shipments } = services;
  const findCustomer = createStep('find-product-customer', (id: number) =>
    orders.customerOfProduct(id),
  );
  const checkPhotos = ownPhotosStep(services, 'check-receipt-photos', 'body.photo_ids', 'for');
  const receiveProduct = createStep(
    'receive-product-at-warehouse',
    ({ tx, id, body }: { tx: Transaction; id: number; body: ReceiveBody }) =>
      orders.receiveAtWarehouse(tx, id, {
        weightGrams: body.weight_grams,
        lengthCm: body.length_cm,
        widthCm: body.width_cm,
        heightCm: body.height_cm,
        photoIds: body.photo_ids,
      }),
  );
  const createParcel = createStep(
    'create-parcel-for-product',
    ({ tx, received }: { tx: Transaction; received: ReceivedProduct }) =>
      shipments.createForBuyProduct(tx, received.product, received.route),
  );
  const receiveParcel = receiveAndInvoiceStep(services);
  const shipAsParcel = createStep(
    'ship-product-as-parcel',
    ({ tx, id, parcel }: { tx: Transaction; id: number; parcel: { id: number; number: string } }) =>
      orders.shipsAsParcel(tx, id, parcel),
  );

  return createWorkflow(
    'receive-buy-product',
    async (input: { id: number; body: ReceiveBody }, run) => {
      const { id, body } = input;
      const customerId = await run(findCustomer, id);
      await run(checkPhotos, { customerId, ids: body.photo_ids });
      await shipments.transaction(async (tx) => {
        const received = await run(receiveProduct, { tx, id, body });
        const parcel = await run(createParcel, { tx, received });
        await run(receiveParcel, {
          tx,
          parcel,
          body,
          estimate: received.product.shippingEstimate,
        });
        await run(shipAsParcel, {
          tx,
          id,
          parcel: { id: parcel.row.id, number: parcel.row.number! },
        });
      });
      return orders.productView(id);
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
