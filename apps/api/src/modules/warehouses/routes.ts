import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, IdParamsSchema } from '../../platform/schemas.ts';
import { WarehouseSchema, WarehousesQuerySchema } from './schemas.ts';
import type { WarehousesService } from './service.ts';

const tags = ['Warehouses'];

export const warehousesRoutes: FastifyPluginAsyncZod<{ service: WarehousesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/core/customer/warehouse/v1/warehouses',
    {
      schema: {
        tags,
        summary: 'Our warehouses abroad (China first), where goods are received',
        querystring: WarehousesQuerySchema,
        response: { 200: dataOf(z.array(WarehouseSchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.list(request.query.country_code) }),
  );

  app.get(
    '/api/core/customer/warehouse/v1/warehouses/:id',
    {
      schema: {
        tags,
        summary: 'One warehouse with its full address',
        params: IdParamsSchema,
        response: { 200: dataOf(WarehouseSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );
};
