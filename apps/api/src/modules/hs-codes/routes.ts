import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, pageOf } from '../../platform/schemas.ts';
import { HsCodeSchema, HsCodesQuerySchema } from './schemas.ts';
import type { HsCodesService } from './service.ts';

export const hsCodesRoutes: FastifyPluginAsyncZod<{ service: HsCodesService }> = async (
  app,
  { service },
) => {
  // Public: the Ship For Me form looks codes up before the customer signs in.
  app.get(
    '/api/hs-code/customer/v1/hs-codes',
    {
      schema: {
        tags: ['Customs'],
        summary: 'HS codes by code prefix and/or description words; the chapters without either',
        querystring: HsCodesQuerySchema,
        response: { 200: pageOf(HsCodeSchema), ...commonErrors },
      },
    },
    async (request) => service.search(request.query, request.regionCode),
  );
};
