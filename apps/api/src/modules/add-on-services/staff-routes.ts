import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, ErrorResponseSchema } from '../../platform/schemas.ts';
import {
  AddOnServiceChangeBodySchema,
  AddOnServiceParamsSchema,
  StaffAddOnServiceSchema,
} from './schemas.ts';
import type { AddOnServices } from './service.ts';

export const ADD_ON_SERVICE_STAFF_BASE = '/api/core/admin/add-on-service/v1/services';

/** Staff's settings: each add-on service's name, whether it is offered, prices and rate. */
export const addOnServicesStaffRoutes: FastifyPluginAsyncZod<{ service: AddOnServices }> = async (
  app,
  { service },
) => {
  const tags = ['Staff: settings'];
  app.get(
    ADD_ON_SERVICE_STAFF_BASE,
    {
      schema: {
        tags,
        summary: 'Every add-on service, offered or not, with its prices and insurance rate',
        response: { 200: dataOf(z.array(StaffAddOnServiceSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.list() }),
  );
  app.put(
    `${ADD_ON_SERVICE_STAFF_BASE}/:code`,
    {
      schema: {
        tags,
        summary:
          'Replace a service’s name, offered switch, prices or rate (requests from now on; charges made keep their price)',
        params: AddOnServiceParamsSchema,
        body: AddOnServiceChangeBodySchema,
        response: {
          200: dataOf(StaffAddOnServiceSchema),
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
      config: {
        auditBefore: (request) => service.staffView((request.params as { code: string }).code),
      },
    },
    async (request) => ({ data: await service.change(request.params.code, request.body) }),
  );
};
