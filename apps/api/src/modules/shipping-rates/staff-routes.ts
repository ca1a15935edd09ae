import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  IdParamsSchema,
} from '../../platform/schemas.ts';
import type { RateSettings } from './rate-settings.ts';
import {
  RateChangeBodySchema,
  RateCreateBodySchema,
  StaffRatesQuerySchema,
  StaffShippingRateSchema,
} from './schemas.ts';

export const RATE_STAFF_BASE = '/api/shipping-agent/admin/rate/v1/rates';

/** Staff's settings: shipping rate slabs per category, warehouse and region. */
export const shippingRatesStaffRoutes: FastifyPluginAsyncZod<{ rates: RateSettings }> = async (
  app,
  { rates },
) => {
  const tags = ['Staff: settings'];
  app.get(
    RATE_STAFF_BASE,
    {
      schema: {
        tags,
        summary: 'Every shipping rate (per-kg slabs and minimum), optionally of one region',
        querystring: StaffRatesQuerySchema,
        response: { 200: dataOf(z.array(StaffShippingRateSchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: await rates.list(request.query.region_code) }),
  );
  app.post(
    RATE_STAFF_BASE,
    {
      schema: {
        tags,
        summary: 'Add the rate of a route that has none (409 when it has one)',
        body: RateCreateBodySchema,
        response: {
          201: dataOf(StaffShippingRateSchema),
          409: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await rates.create(request.body) };
    },
  );
  app.put(
    `${RATE_STAFF_BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Replace a rate’s slabs and minimum (applies to quotes and invoices from now)',
        params: IdParamsSchema,
        body: RateChangeBodySchema,
        response: { 200: dataOf(StaffShippingRateSchema), ...commonErrors },
      },
      config: {
        auditBefore: async (request) => {
          const { id } = request.params as { id: number };
          return (await rates.list()).find((rate) => rate.id === id) ?? null;
        },
      },
    },
    async (request) => ({ data: await rates.change(request.params.id, request.body) }),
  );
};
