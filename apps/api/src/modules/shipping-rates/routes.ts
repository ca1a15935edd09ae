import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf } from '../../platform/schemas.ts';
import type { RegionsService } from '../regions/index.ts';
import {
  CategoryPriceSchema,
  CategoryPricesQuerySchema,
  ShippingMethodSchema,
  ShippingMethodsQuerySchema,
} from './schemas.ts';
import type { ShippingRatesService } from './service.ts';

const tags = ['Shipping agent'];

export const shippingRatesRoutes: FastifyPluginAsyncZod<{
  service: ShippingRatesService;
  regions: RegionsService;
}> = async (app, { service, regions }) => {
  app.get(
    '/api/shipping-agent/customer/rate/v1/category-prices',
    {
      schema: {
        tags,
        summary: 'Per-kg prices by shipping category and weight slab, warehouse → region',
        querystring: CategoryPricesQuerySchema,
        response: { 200: dataOf(z.array(CategoryPriceSchema)), ...commonErrors },
      },
    },
    async (request) => {
      const region = await regions.currentRegion(request.query.region ?? request.regionCode);
      return {
        data: await service.categoryPrices({
          regionCode: region.code,
          warehouseId: request.query.warehouse_id,
          shippingCategoryId: request.query.shipping_category_id,
        }),
      };
    },
  );

  app.get(
    '/api/shipping-agent/customer/international/v1/shipping-methods',
    {
      schema: {
        tags,
        summary: 'International shipping methods to a region (air, express, sea) with ETAs',
        querystring: ShippingMethodsQuerySchema,
        response: { 200: dataOf(z.array(ShippingMethodSchema)), ...commonErrors },
      },
    },
    async (request) => {
      const region = await regions.currentRegion(request.query.region ?? request.regionCode);
      return { data: await service.methods(region.code) };
    },
  );
};
