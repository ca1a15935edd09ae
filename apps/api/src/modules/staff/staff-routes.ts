import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/errors.ts';
import { commonErrors, dataOf, pageOf } from '../../platform/schemas.ts';
import { actingStaffName } from '../../platform/staff-auth.ts';
import {
  AuditLogFilterSchema,
  AuditLogQuerySchema,
  IdentityLookupQuerySchema,
  IdentityLookupSchema,
  StaffAuditEntrySchema,
  StaffMemberBodySchema,
  StaffMemberParamsSchema,
  StaffMemberSchema,
  StaffMembersQuerySchema,
  StaffMeSchema,
} from './schemas.ts';
import type { StaffService } from './service.ts';

export const STAFF_API = '/api/staff/admin/v1';

/** The identity service's answer to "who signs in with this email" (its admin API). */
export type FindIdentityByEmail = (email: string) => Promise<{ id: string; email: string } | null>;

/** Who the caller is on staff, who else is, and what staff did (the audit log). */
export const staffMemberRoutes: FastifyPluginAsyncZod<{
  service: StaffService;
  findIdentity: FindIdentityByEmail;
}> = async (app, { service, findIdentity }) => {
  const tags = ['Staff: people and audit'];
  app.get(
    `${STAFF_API}/me`,
    {
      schema: {
        tags,
        summary: 'The signed-in staff member (or the machine): roles and permissions',
        response: { 200: dataOf(StaffMeSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: service.me(request.staffActor!) }),
  );
  app.get(
    `${STAFF_API}/members`,
    {
      schema: {
        tags,
        summary: 'Everyone on staff, active or not, by email',
        querystring: StaffMembersQuerySchema,
        response: { 200: pageOf(StaffMemberSchema), ...commonErrors },
      },
    },
    async (request) => service.members(request.query),
  );
  app.get(
    `${STAFF_API}/identities`,
    {
      schema: {
        tags,
        summary: 'The identity that signs in with an email, to add it to the staff (404: none)',
        querystring: IdentityLookupQuerySchema,
        response: { 200: dataOf(IdentityLookupSchema), ...commonErrors },
      },
    },
    async (request) => {
      const found = await findIdentity(request.query.email);
      if (!found) throw new NotFound(`An account with the email ${request.query.email}`);
      return {
        data: { identity_id: found.id, email: found.email, member: await service.member(found.id) },
      };
    },
  );
  app.put(
    `${STAFF_API}/members/:identity_id`,
    {
      schema: {
        tags,
        summary: 'Add an identity to the staff, change its roles, or deactivate it',
        params: StaffMemberParamsSchema,
        body: StaffMemberBodySchema,
        response: { 200: dataOf(StaffMemberSchema), ...commonErrors },
      },
      config: {
        auditBefore: async (request) => {
          const { identity_id } = request.params as { identity_id: string };
          return service.member(identity_id);
        },
      },
    },
    async (request) => ({
      data: await service.setMember(
        request.params.identity_id,
        request.body,
        actingStaffName(request),
      ),
    }),
  );
  app.get(
    `${STAFF_API}/audit-log`,
    {
      schema: {
        tags,
        summary: 'What staff did, newest first, filtered by actor, permission, object or time',
        querystring: AuditLogQuerySchema,
        response: { 200: pageOf(StaffAuditEntrySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { page, per_page, ...filter } = request.query;
      return service.auditPage(filter, { page, per_page });
    },
  );
  app.get(
    `${STAFF_API}/audit-log/export`,
    {
      schema: {
        tags,
        summary: 'The filtered audit log as a CSV file',
        querystring: AuditLogFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="staff-audit-log.csv"')
        .send(service.auditCsv(request.query)),
  );
};
