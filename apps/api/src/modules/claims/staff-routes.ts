import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../../platform/schemas.ts';
import {
  ClaimDetailSchema,
  ClaimReviewBodySchema,
  ClaimsQuerySchema,
  StaffClaimDetailSchema,
  StaffClaimSchema,
} from './schemas.ts';
import type { ClaimsService } from './service.ts';

const tags = ['Staff: claims'];
export const CLAIMS_STAFF_BASE = '/api/claims/admin/v1/claims';

/** Staff's claims queue and their decisions. */
export const claimsStaffRoutes: FastifyPluginAsyncZod<{ claims: ClaimsService }> = async (
  app,
  { claims },
) => {
  app.get(
    CLAIMS_STAFF_BASE,
    {
      schema: {
        tags,
        summary: 'Every customer’s claims, newest first, by status',
        querystring: ClaimsQuerySchema,
        response: { 200: pageOf(StaffClaimSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      return claims.staffPage(status ? { status } : {}, page);
    },
  );

  app.get(
    `${CLAIMS_STAFF_BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'One claim with its timeline',
        params: BigIdParamsSchema,
        response: { 200: dataOf(StaffClaimDetailSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await claims.find(request.params.id) }),
  );

  app.put(
    `${CLAIMS_STAFF_BASE}/:id/review`,
    {
      schema: {
        tags,
        summary: 'Take a claim under review, accept or reject it, with a note the customer reads',
        params: BigIdParamsSchema,
        body: ClaimReviewBodySchema,
        response: { 200: dataOf(ClaimDetailSchema), 409: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({
      data: await claims.review(request.params.id, request.body.to, request.body.note),
    }),
  );
};
