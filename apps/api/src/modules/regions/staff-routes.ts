import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, IdParamsSchema } from '../../platform/schemas.ts';
import { RegionPricingBodySchema, RegionSettingsSchema } from './schemas.ts';
import type { RegionsService } from './service.ts';

export const REGION_STAFF_BASE = '/api/core/admin/region/v1';

/** Staff's settings: each region's exchange rate, markup and commission. */
export const regionsStaffRoutes: FastifyPluginAsyncZod<{ service: RegionsService }> = async (
  app,
  { service },
) => {
  const tags = ['Staff: settings'];
  app.get(
    `${REGION_STAFF_BASE}/settings`,
    {
      schema: {
        tags,
        summary: "Every region's pricing terms (exchange rate, markup, commission)",
        response: { 200: dataOf(z.array(RegionSettingsSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.allSettings() }),
  );
  app.put(
    `${REGION_STAFF_BASE}/regions/:id/settings`,
    {
      schema: {
        tags,
        summary:
          "Change a region's exchange rate, markup or commission (prices follow within a minute)",
        params: IdParamsSchema,
        body: RegionPricingBodySchema,
        response: { 200: dataOf(RegionSettingsSchema), ...commonErrors },
      },
      config: {
        auditBefore: (request) => service.settingsOf((request.params as { id: number }).id),
      },
    },
    async (request) => ({ data: await service.updateSettings(request.params.id, request.body) }),
  );
};
