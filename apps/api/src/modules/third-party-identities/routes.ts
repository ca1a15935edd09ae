import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CurrentCustomer } from '../customers/index.ts';
import { commonErrors, dataOf, ErrorResponseSchema } from '../../platform/schemas.ts';
import {
  ProviderParamsSchema,
  ThirdPartyIdentityBodySchema,
  ThirdPartyIdentitySchema,
} from './schemas.ts';
import type { ThirdPartyIdentitiesService } from './service.ts';

/** Spec §7: `POST /api/v1/third-party/{provider}/identity` with `session_id`. */
export const thirdPartyIdentitiesRoutes: FastifyPluginAsyncZod<{
  service: ThirdPartyIdentitiesService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, currentCustomer }) => {
  app.post(
    '/api/v1/third-party/:provider/identity',
    {
      // Each call asks the provider: a few a minute per client is plenty.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['User'],
        summary:
          'Link your session at a third party (the live-stream provider) to you, after the provider confirms it',
        params: ProviderParamsSchema,
        body: ThirdPartyIdentityBodySchema,
        response: {
          200: dataOf(ThirdPartyIdentitySchema),
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      return {
        data: await service.link(customer.id, request.params.provider, request.body.session_id),
      };
    },
  );
};
