import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, dataOf, pageOf } from '../../platform/schemas.ts';
import {
  AuditLogFilterSchema,
  AuditLogQuerySchema,
  StaffAuditEntrySchema,
  StaffMemberBodySchema,
  StaffMemberParamsSchema,
  StaffMemberSchema,
  StaffMeSchema,
} from './schemas.ts';
import type { StaffService } from './service.ts';

export const STAFF_API = '/api/staff/admin/v1';

/** Who the caller is on staff, who else is, and what staff did (the audit log). */
export const staffMemberRoutes: FastifyPluginAsyncZod<{ service: StaffService }> = async (
  app,
  { service },
) => {
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
        summary: 'Everyone on staff, active or not',
        response: { 200: dataOf(StaffMemberSchema.array()), ...commonErrors },
      },
    },
    async () => ({ data: await service.members() }),
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
          return (await service.members()).find((m) => m.identity_id === identity_id) ?? null;
        },
      },
    },
    async (request) => ({
      data: await service.setMember(
        request.params.identity_id,
        request.body,
        request.staffActor!.email ?? 'machine',
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
