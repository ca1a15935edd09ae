import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, pageOf } from '../../platform/schemas.ts';
import { ShippingCategoriesQuerySchema, ShippingCategorySchema } from './schemas.ts';
import type { ShippingCategoriesService } from './service.ts';

export const shippingCategoriesRoutes: FastifyPluginAsyncZod<{
  service: ShippingCategoriesService;
}> = async (app, { service }) => {
  app.get(
    '/api/shipping-core/customer/shipping-category/v1/shipping-categories',
    {
      schema: {
        tags: ['Shipping categories'],
        summary: 'Shipping categories as a flat list (parent_id builds the tree)',
        querystring: ShippingCategoriesQuerySchema,
        response: { 200: pageOf(ShippingCategorySchema), ...commonErrors },
      },
    },
    async (request) => service.page(request.query.page, request.query.per_page),
  );
};
