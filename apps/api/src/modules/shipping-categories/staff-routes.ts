import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  IdParamsSchema,
} from '../../platform/schemas.ts';
import {
  ShippingCategoryChangeBodySchema,
  ShippingCategoryCreateBodySchema,
  ShippingCategorySchema,
} from './schemas.ts';
import type { ShippingCategoriesService } from './service.ts';

export const SHIPPING_CATEGORY_STAFF_BASE =
  '/api/shipping-core/admin/shipping-category/v1/shipping-categories';

const errors = { 409: ErrorResponseSchema, 422: ErrorResponseSchema, ...commonErrors };

/**
 * Staff's settings: add shipping categories and change their names, parents and order. There is
 * no delete: parcels, carts, orders and rates refer to categories by id.
 */
export const shippingCategoriesStaffRoutes: FastifyPluginAsyncZod<{
  service: ShippingCategoriesService;
}> = async (app, { service }) => {
  const tags = ['Staff: settings'];
  app.get(
    SHIPPING_CATEGORY_STAFF_BASE,
    {
      schema: {
        tags,
        summary: 'Every shipping category, top-level ones first, each level by position',
        response: { 200: dataOf(z.array(ShippingCategorySchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.all() }),
  );
  app.post(
    SHIPPING_CATEGORY_STAFF_BASE,
    {
      schema: {
        tags,
        summary:
          'Add a category (409 `slug_taken`; 422 at `body.parent_id`: unknown parent or more than two levels)',
        body: ShippingCategoryCreateBodySchema,
        response: { 201: dataOf(ShippingCategorySchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await service.create(request.body) };
    },
  );
  app.put(
    `${SHIPPING_CATEGORY_STAFF_BASE}/:id`,
    {
      schema: {
        tags,
        summary:
          'Rename a category, move it or change its position; the slug never changes (404 `category_not_found`; 422 at `body.parent_id`, e.g. `parent_cycle`)',
        params: IdParamsSchema,
        body: ShippingCategoryChangeBodySchema,
        response: { 200: dataOf(ShippingCategorySchema), ...errors },
      },
      config: {
        auditBefore: (request) => service.find((request.params as { id: number }).id),
      },
    },
    async (request) => ({ data: await service.change(request.params.id, request.body) }),
  );
};
