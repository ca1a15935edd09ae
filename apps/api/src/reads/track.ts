import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../platform/errors.ts';
import { commonErrors, dataOf, ErrorResponseSchema } from '../platform/schemas.ts';
import type { WorkflowServices } from '../workflows/services.ts';

/** Every number we print derives from its row's id: a prefix and eight or more digits. */
const NUMBER = /^(SP|BP|DR)-(\d{8,15})$/;

const TrackQuerySchema = z.strictObject({
  // A plain pattern (no transform) so the OpenAPI document describes exactly what is accepted.
  number: z
    .string()
    .max(20)
    .regex(/^(SP|BP|DR|sp|bp|dr)-\d{8,15}$/, 'Expected a number such as SP-00000012, BP-… or DR-…'),
});

export const TrackedSchema = z
  .object({
    kind: z.enum(['shipment_product', 'buy_product', 'delivery_request']),
    number: z.string(),
    status: z.string(),
    title: z.string(),
    path: z.string().describe('Where the web shows it'),
  })
  .meta({ id: 'Tracked' });
type Tracked = z.infer<typeof TrackedSchema>;

/**
 * "Track orders": one box for any parcel (SP-), buy product (BP-) or delivery request (DR-) of
 * the customer's. Each owner module answers for its own (404 for someone else's).
 */
export function trackByNumber(services: WorkflowServices) {
  return async (customerId: number, number: string): Promise<Tracked> => {
    const [, prefix, digits] = NUMBER.exec(number)!;
    const id = Number(digits);
    if (!Number.isSafeInteger(id)) throw new NotFound(number);
    if (prefix === 'SP') {
      const parcel = await services.shipments.product(customerId, number);
      return {
        kind: 'shipment_product',
        number: parcel.number,
        status: parcel.status,
        title: parcel.title,
        path: `/dashboard/ship-for-me/my-parcel/${parcel.number}`,
      };
    }
    if (prefix === 'BP') {
      const product = await services.orders.details(customerId, id);
      return {
        kind: 'buy_product',
        number: product.number,
        status: product.status,
        title: product.title,
        path: `/dashboard/buy-and-ship/my-orders/${product.id}`,
      };
    }
    const request = await services.deliveryRequests.get(customerId, id);
    return {
      kind: 'delivery_request',
      number: request.number,
      status: request.status,
      title: request.items.map((i) => i.title).join(', '),
      path: `/dashboard/create-delivery-request/success?request=${request.id}`,
    };
  };
}

export const trackRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const track = trackByNumber(services);
  app.get(
    '/api/tracking/customer/v1/find',
    {
      schema: {
        tags: ['Tracking'],
        summary: 'Find one of your parcels, buy products or delivery requests by its number',
        querystring: TrackQuerySchema,
        response: { 200: dataOf(TrackedSchema), 401: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      const customer = await services.currentCustomer(request);
      return { data: await track(customer.id, request.query.number.toUpperCase()) };
    },
  );
};
