import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf } from '../../platform/schemas.ts';
import { ADD_ON_SERVICES } from './catalogue.ts';
import { AddOnServiceSchema, AddOnServicesQuerySchema } from './schemas.ts';

export const ADD_ON_SERVICES_PATH = '/api/add-on-services/v1/services';

/** The public catalogue: no sign-in, the same list the parcel requests and orders price from. */
export const addOnServicesRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const { use, currency } = request.query;
      return {
        data: ADD_ON_SERVICES.filter((s) => !use || s.uses.includes(use)).map((s) => ({
          code: s.code,
          group: s.group,
          name: s.name,
          uses: [...s.uses],
          prices: Object.entries(s.prices)
            .filter(([code]) => !currency || code === currency)
            .map(([code, amount]) => ({ amount, currency: code })),
          rate_bps: s.rateBps ?? null,
        })),
      };
    },
  );
};
