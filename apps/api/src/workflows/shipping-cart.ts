import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartItemParamsSchema,
  CartParamsSchema,
  ItemParamsSchema,
  ShippingCartItemBodySchema,
  ShippingCartSchema,
  type ShippingCartItemBody,
} from '../modules/shipping-carts/index.ts';
import { RegionQuerySchema } from '../modules/shipments/index.ts';
import { DomainError, Unprocessable } from '../platform/errors.ts';
import { commonErrors, dataOf, ErrorResponseSchema } from '../platform/schemas.ts';
import type { WorkflowServices } from './services.ts';

const BASE = '/api/shipping-core/customer/shipping-cart/v1';
const tags = ['Ship For Me: shipping cart'];
const errors = { 401: ErrorResponseSchema, ...commonErrors };
const changeErrors = { ...errors, 409: ErrorResponseSchema, 422: ErrorResponseSchema };

/** What a cart item names in other modules: the customer's photos, a real HS subheading. */
async function checkItem(
  services: WorkflowServices,
  customerId: number,
  body: ShippingCartItemBody,
) {
  for (const id of new Set(body.image_ids)) {
    if (!(await services.assetOwnedBy(customerId, id))) {
      throw new Unprocessable(`Photo ${id} is not one of your uploads.`, [
        { field: 'body.image_ids', message: 'Upload the photo first' },
      ]);
    }
  }
  if (body.hs_code && (await services.hsCodes.unknownSubheadings([body.hs_code])).length > 0) {
    throw new DomainError(422, 'unknown_hs_code', `Unknown HS code ${body.hs_code}.`, [
      { field: 'body.hs_code', message: 'Pick a code from the HS code search' },
    ]);
  }
  await services.shippingCategories.get(body.shipping_category_id);
}

/** Spec §7 "Shipping cart": read it, add, change, clone and remove products. */
export const shippingCartRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const carts = services.shippingCarts;
  const customerId = async (request: Parameters<WorkflowServices['currentCustomer']>[0]) =>
    (await services.currentCustomer(request)).id;

  app.get(
    `${BASE}/shipping-carts`,
    {
      schema: {
        tags,
        summary: 'Your shipping cart of the region (made on first use)',
        querystring: RegionQuerySchema,
        response: { 200: dataOf(ShippingCartSchema), ...errors },
      },
    },
    async (request) => {
      const region = await services.regions.currentRegion(
        request.query.region ?? request.regionCode,
      );
      return {
        data: await carts.cart(await customerId(request), region.code, region.currency_code),
      };
    },
  );

  app.post(
    `${BASE}/shipping-carts/:cartId`,
    {
      schema: {
        tags,
        summary: 'Add a product to your shipping cart (at most 50)',
        params: CartParamsSchema,
        body: ShippingCartItemBodySchema,
        response: { 201: dataOf(ShippingCartSchema), ...changeErrors },
      },
    },
    async (request, reply) => {
      const id = await customerId(request);
      await checkItem(services, id, request.body);
      reply.code(201);
      return { data: await carts.add(id, request.params.cartId, request.body) };
    },
  );

  app.put(
    `${BASE}/shipping-carts/:cartId/items/:itemId`,
    {
      schema: {
        tags,
        summary: 'Change a product of your shipping cart',
        params: CartItemParamsSchema,
        body: ShippingCartItemBodySchema,
        response: { 200: dataOf(ShippingCartSchema), ...changeErrors },
      },
    },
    async (request) => {
      const id = await customerId(request);
      await checkItem(services, id, request.body);
      const { cartId, itemId } = request.params;
      return { data: await carts.update(id, cartId, itemId, request.body) };
    },
  );

  app.post(
    `${BASE}/shipping-carts/:cartId/items/:itemId/clone`,
    {
      schema: {
        tags,
        summary: 'Copy a product of your shipping cart (another colour, another parcel)',
        params: CartItemParamsSchema,
        response: { 201: dataOf(ShippingCartSchema), ...changeErrors },
      },
    },
    async (request, reply) => {
      const { cartId, itemId } = request.params;
      reply.code(201);
      return { data: await carts.clone(await customerId(request), cartId, itemId) };
    },
  );

  app.delete(
    `${BASE}/shipping-carts/items/:itemId`,
    {
      schema: {
        tags,
        summary: 'Remove a product from your shipping cart',
        params: ItemParamsSchema,
        response: { 200: dataOf(ShippingCartSchema), ...errors },
      },
    },
    async (request) => ({
      data: await carts.remove(await customerId(request), request.params.itemId),
    }),
  );
};
