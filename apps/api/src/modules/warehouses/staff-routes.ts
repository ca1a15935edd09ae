import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, IdParamsSchema } from '../../platform/schemas.ts';
import { WarehouseChangeBodySchema, WarehouseSchema } from './schemas.ts';
import type { WarehousesService } from './service.ts';

export const WAREHOUSE_STAFF_BASE = '/api/core/admin/warehouse/v1/warehouses';

/** Staff's settings: each warehouse's address, labelling instructions and storage terms. */
export const warehousesStaffRoutes: FastifyPluginAsyncZod<{ service: WarehousesService }> = async (
  app,
  { service },
) => {
  const tags = ['Staff: settings'];
  app.get(
    WAREHOUSE_STAFF_BASE,
    {
      schema: {
        tags,
        summary: 'Every warehouse with its address, instructions and storage terms',
        response: { 200: dataOf(z.array(WarehouseSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.list() }),
  );
  app.put(
    `${WAREHOUSE_STAFF_BASE}/:id`,
    {
      schema: {
        tags,
        summary:
          "Change a warehouse's address, contact, instructions or storage terms (the rest stays)",
        params: IdParamsSchema,
        body: WarehouseChangeBodySchema,
        response: { 200: dataOf(WarehouseSchema), ...commonErrors },
      },
      config: {
        auditBefore: async (request) => {
          const { id } = request.params as { id: number };
          return (await service.list()).find((warehouse) => warehouse.id === id) ?? null;
        },
      },
    },
    async (request) => ({ data: await service.change(request.params.id, request.body) }),
  );
};
