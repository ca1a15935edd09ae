import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, dataOf, ErrorResponseSchema } from '../../platform/schemas.ts';
import { actingStaffName } from '../../platform/staff-auth.ts';
import {
  ByUserQuerySchema,
  ImpersonationBodySchema,
  ImpersonationGrantSchema,
  ImpersonationSessionsSchema,
} from './schemas.ts';
import type { ImpersonationService } from './service.ts';

const BASE = '/api/user/admin/impersonate/v1/sessions';
const tags = ['Staff: impersonation'];

/** Spec §6 "impersonate sessions by-user": support opens a customer's view, read-only. */
export const impersonationStaffRoutes: FastifyPluginAsyncZod<{
  impersonation: ImpersonationService;
}> = async (app, { impersonation }) => {
  app.post(
    BASE,
    {
      schema: {
        tags,
        summary:
          "A one-time link (valid for minutes) that opens the customer's view in a browser, read-only, for half an hour",
        description:
          'The session records the signed-in staff member (or machine) as who is looking.',
        body: ImpersonationBodySchema,
        response: {
          201: dataOf(ImpersonationGrantSchema),
          503: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await impersonation.grant(request.body, actingStaffName(request)) };
    },
  );

  app.get(
    `${BASE}/by-user`,
    {
      schema: {
        tags,
        summary:
          "Support sessions opened on a customer's account, and every change they were refused",
        querystring: ByUserQuerySchema,
        response: {
          200: dataOf(ImpersonationSessionsSchema),
          503: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await impersonation.sessionsByUser(request.query.customer_id) }),
  );
};
