import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { ClaimDetailSchema, ClaimSchema, ClaimsQuerySchema } from './schemas.ts';
import type { ClaimsService } from './service.ts';

export const CLAIMS_BASE = '/api/claims/customer/v1/claims';
export const claimsTags = ['Claims'];
const errors = { 401: ErrorResponseSchema, ...commonErrors };

/**
 * The customer's claims, read back. Opening one asks the shipments or orders module about the
 * subject and the assets module about the photos, so it is a workflow (workflows/claims.ts).
 */
export const claimsRoutes: FastifyPluginAsyncZod<{
  service: ClaimsService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, currentCustomer }) => {
  app.get(
    CLAIMS_BASE,
    {
      schema: {
        tags: claimsTags,
        summary: 'Your claims, newest first (filter by status)',
        querystring: ClaimsQuerySchema,
        response: { 200: pageOf(ClaimSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      const { status, ...page } = request.query;
      return service.page({ customerId: customer.id, ...(status ? { status } : {}) }, page);
    },
  );

  app.get(
    `${CLAIMS_BASE}/:id`,
    {
      schema: {
        tags: claimsTags,
        summary: 'One of your claims with its timeline and staff’s resolution',
        params: BigIdParamsSchema,
        response: { 200: dataOf(ClaimDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.get((await currentCustomer(request)).id, request.params.id),
    }),
  );
};
