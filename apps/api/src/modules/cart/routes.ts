import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Invalid, Unauthenticated } from '../../platform/errors.ts';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  BigIdParamsSchema,
  pageOf,
} from '../../platform/schemas.ts';
import { createCallerOf, type CurrentCustomer } from '../customers/index.ts';
import type { CartOwner } from './repository.ts';
import {
  AddToCartBodySchema,
  CartItemSchema,
  CartListQuerySchema,
  CartStatusSchema,
  CartVariationSchema,
  DestroyBodySchema,
  ItemVariationParamsSchema,
  MergeResultSchema,
  UpdateCartBodySchema,
  VariationQuantityBodySchema,
  VariationsQuerySchema,
} from './schemas.ts';
import type { CartCaller, CartService } from './service.ts';

const tags = ['Purchase cart'];
export const CART_BASE = '/api/purchase/customer/cart/v1';
const errors = { 401: ErrorResponseSchema, ...commonErrors };

function guestOf(request: FastifyRequest) {
  if (!request.guest) {
    throw new Invalid('Send the guest headers for a guest cart.', [
      { field: 'headers.x-guest-id', message: 'Required (with x-guest-session)' },
    ]);
  }
  return { guestId: request.guest.id, guestSession: request.guest.session };
}

export const cartRoutes: FastifyPluginAsyncZod<{
  service: CartService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, currentCustomer }) => {
  const customerOf = createCallerOf(currentCustomer);
  /** A signed-in customer's cart, else the guest's cart named by the guest headers. */
  async function callerOf(request: FastifyRequest): Promise<CartCaller> {
    let owner: CartOwner;
    if (await request.identitySession()) {
      const { customerId, identityId } = await customerOf(request);
      owner = { customerId, identityId };
    } else if (request.guest) {
      owner = guestOf(request);
    } else {
      throw new Unauthenticated('Sign in, or send the guest headers, to use a cart.');
    }
    return { owner, regionCode: request.regionCode };
  }

  app.get(
    `${CART_BASE}/products/:id/cart-status`,
    {
      schema: {
        tags,
        summary: 'Whether a product is in the caller’s cart, with which SKUs',
        params: BigIdParamsSchema,
        response: { 200: dataOf(CartStatusSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.status((await callerOf(request)).owner, request.params.id),
    }),
  );

  app.get(
    `${CART_BASE}/cart-items`,
    {
      schema: {
        tags,
        summary: 'The caller’s cart (customer, else guest by headers), newest first, page 1',
        querystring: CartListQuerySchema,
        response: { 200: pageOf(CartItemSchema), ...errors },
      },
    },
    async (request) => service.list(await callerOf(request), request.query.per_page),
  );

  app.post(
    `${CART_BASE}/cart-items`,
    {
      schema: {
        tags,
        summary: 'Add pieces of SKUs of a product (quantities of a SKU already there add up)',
        body: AddToCartBodySchema,
        response: { 201: dataOf(CartItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const item = await service.add(await callerOf(request), request.body);
      reply.code(201);
      return { data: item };
    },
  );

  app.put(
    `${CART_BASE}/cart-items`,
    {
      schema: {
        tags,
        summary: 'Set SKU quantities of a product (0 removes) and whether it is selected',
        body: UpdateCartBodySchema,
        response: { 200: dataOf(CartItemSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await service.update(await callerOf(request), request.body) }),
  );

  app.get(
    `${CART_BASE}/cart-items/:id/variations`,
    {
      schema: {
        tags,
        summary: 'The SKUs of a cart item, optionally only those in sku_ids',
        params: BigIdParamsSchema,
        querystring: VariationsQuerySchema,
        response: { 200: dataOf(z.array(CartVariationSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await service.variations(
        await callerOf(request),
        request.params.id,
        request.query.sku_ids,
      ),
    }),
  );

  app.put(
    `${CART_BASE}/cart-items/:id/variations/:variationId`,
    {
      schema: {
        tags,
        summary: 'Set the quantity of one SKU of a cart item',
        params: ItemVariationParamsSchema,
        body: VariationQuantityBodySchema,
        response: { 200: dataOf(CartItemSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.setVariationQuantity(
        await callerOf(request),
        request.params.id,
        request.params.variationId,
        request.body.quantity,
      ),
    }),
  );

  app.delete(
    `${CART_BASE}/cart-items/:id/variations/:variationId`,
    {
      schema: {
        tags,
        summary: 'Remove one SKU; the item goes with its last SKU (then data is null)',
        params: ItemVariationParamsSchema,
        response: { 200: dataOf(CartItemSchema.nullable()), ...errors },
      },
    },
    async (request) => ({
      data: await service.removeVariation(
        await callerOf(request),
        request.params.id,
        request.params.variationId,
      ),
    }),
  );

  app.post(
    `${CART_BASE}/cart-items/destroy`,
    {
      schema: {
        tags,
        summary: 'Remove cart items by id (ids not in the caller’s cart are ignored)',
        body: DestroyBodySchema,
        response: { 200: dataOf(z.object({ deleted: z.number().int() })), ...errors },
      },
    },
    async (request) => ({
      data: {
        deleted: await service.destroy((await callerOf(request)).owner, request.body.ids),
      },
    }),
  );

  app.get(
    `${CART_BASE}/guest-cart`,
    {
      schema: {
        tags,
        summary: 'The guest cart named by X-Guest-Id and X-Guest-Session, page 1',
        querystring: CartListQuerySchema,
        // Guests only: without the guest headers it answers 400, never 401.
        response: { 200: pageOf(CartItemSchema), ...commonErrors },
      },
    },
    async (request) =>
      service.list(
        { owner: guestOf(request), regionCode: request.regionCode },
        request.query.per_page,
      ),
  );

  app.post(
    `${CART_BASE}/guest-cart`,
    {
      schema: {
        tags,
        summary:
          'Merge the guest cart (guest headers) into the signed-in customer’s cart; idempotent',
        response: { 200: dataOf(MergeResultSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      const guest = guestOf(request);
      return {
        data: await service.mergeGuest(guest, {
          owner: { customerId: customer.id, identityId: customer.identityId },
          regionCode: request.regionCode,
        }),
      };
    },
  );
};
