import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf } from '../../platform/schemas.ts';
import { AddOnServiceSchema, AddOnServicesQuerySchema } from './schemas.ts';
import type { AddOnServices } from './service.ts';

export const ADD_ON_SERVICES_PATH = '/api/add-on-services/v1/services';

/** The public catalogue: no sign-in, the same list the parcel requests and orders price from. */
export const addOnServicesRoutes: FastifyPluginAsyncZod<{ service: AddOnServices }> = async (
  app,
  { service },
) => {
  app.get(
    ADD_ON_SERVICES_PATH,
    {
      schema: {
        tags: ['Add-on services'],
        summary: 'Add-on services (photos, QC inspection, repacking, wooden frame, insurance…)',
        querystring: AddOnServicesQuerySchema,
        response: { 200: dataOf(z.array(AddOnServiceSchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.offered(request.query) }),
  );
};
