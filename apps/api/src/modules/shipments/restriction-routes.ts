import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf } from '../../platform/schemas.ts';
import type { RestrictionSettings } from './restriction-settings.ts';
import {
  RestrictionRuleBodySchema,
  RestrictionRuleParamsSchema,
  RestrictionRuleSchema,
} from './schemas.ts';

export const RESTRICTION_STAFF_BASE = '/api/shipping-core/admin/restriction/v1/rules';

/** Staff's settings: what may not travel, by HS code or declared contents, method and destination. */
export const restrictionStaffRoutes: FastifyPluginAsyncZod<{
  restrictions: RestrictionSettings;
}> = async (app, { restrictions }) => {
  const tags = ['Staff: settings'];
  app.get(
    RESTRICTION_STAFF_BASE,
    {
      schema: {
        tags,
        summary: 'Every rule of what may not travel, active or not',
        response: { 200: dataOf(z.array(RestrictionRuleSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await restrictions.list() }),
  );
  app.put(
    `${RESTRICTION_STAFF_BASE}/:code`,
    {
      schema: {
        tags,
        summary: 'Add a rule or replace it (requests made from now on are checked against it)',
        params: RestrictionRuleParamsSchema,
        body: RestrictionRuleBodySchema,
        response: { 200: dataOf(RestrictionRuleSchema), ...commonErrors },
      },
      config: {
        auditBefore: (request) => restrictions.find((request.params as { code: string }).code),
      },
    },
    async (request) => ({ data: await restrictions.put(request.params.code, request.body) }),
  );
};
