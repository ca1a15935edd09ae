import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  BigIdParamsSchema,
  pageOf,
  PageQuerySchema,
} from '../../platform/schemas.ts';
import type { ImportLimit } from '../catalog/index.ts';
import { createCallerOf, type CurrentCustomer } from '../customers/index.ts';
import {
  AddWishlistBodySchema,
  AddWishlistByUrlBodySchema,
  WishlistItemSchema,
  WishlistLinkImportSchema,
} from './schemas.ts';
import type { WishlistService } from './service.ts';

const tags = ['Wishlist'];
const base = '/api/purchase/customer/wishlist/v1';
const errors = { 401: ErrorResponseSchema, ...commonErrors };

export const wishlistRoutes: FastifyPluginAsyncZod<{
  service: WishlistService;
  currentCustomer: CurrentCustomer;
  importLimit: ImportLimit;
}> = async (app, { service, currentCustomer, importLimit }) => {
  const callerOf = createCallerOf(currentCustomer);

  app.get(
    `${base}/wishlist-items`,
    {
      schema: {
        tags,
        summary: 'The customer’s wishlist, newest first, priced in the region currency',
        querystring: PageQuerySchema,
        response: { 200: pageOf(WishlistItemSchema), ...errors },
      },
    },
    async (request) =>
      service.page(await callerOf(request), request.query.page, request.query.per_page),
  );

  app.get(
    `${base}/wishlist-items-id`,
    {
      schema: {
        tags,
        summary: 'Product ids on the wishlist (for the heart on product cards)',
        response: { 200: dataOf(z.array(z.number().int())), ...errors },
      },
    },
    async (request) => ({ data: await service.productIds((await currentCustomer(request)).id) }),
  );

  app.post(
    `${base}/wishlist-items`,
    {
      schema: {
        tags,
        summary: 'Add a product to the wishlist (adding it twice keeps one)',
        body: AddWishlistBodySchema,
        response: { 201: dataOf(WishlistItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const item = await service.add(await callerOf(request), request.body.product_id);
      reply.code(201);
      return { data: item };
    },
  );

  app.post(
    `${base}/wishlist-items-by-url`,
    {
      // May start a link import: shares the catalog's import budget (per customer and IP).
      onRequest: importLimit,
      schema: {
        tags,
        summary:
          'Add a product by its shop link: 201 with the item when the catalog knows the link, ' +
          'else 202 with a link import that adds it when the catalog import succeeds',
        body: AddWishlistByUrlBodySchema,
        response: {
          201: dataOf(WishlistItemSchema),
          202: dataOf(WishlistLinkImportSchema),
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const added = await service.addByUrl(await callerOf(request), request.body.url);
      if ('item' in added) return reply.code(201).send({ data: added.item });
      return reply.code(202).send({ data: added.linkImport });
    },
  );

  app.get(
    `${base}/wishlist-link-imports`,
    {
      schema: {
        tags,
        summary: 'Links being imported for the wishlist, and failed ones until dismissed',
        response: { 200: dataOf(z.array(WishlistLinkImportSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await service.linkImports((await currentCustomer(request)).id),
    }),
  );

  app.delete(
    `${base}/wishlist-link-imports/:id`,
    {
      schema: {
        tags,
        summary: 'Dismiss a link import (a failed one, or one no longer wanted)',
        params: BigIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeLinkImport((await currentCustomer(request)).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${base}/wishlist-items/:id`,
    {
      schema: {
        tags,
        summary: 'Remove a wishlist item',
        params: BigIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove((await currentCustomer(request)).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
