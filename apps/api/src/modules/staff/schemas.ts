import { z } from 'zod';
import { PERMISSIONS, STAFF_ROLES, type Permission } from '../../platform/permissions.ts';
import { InstantInputSchema, PageQuerySchema } from '../../platform/schemas.ts';

const PermissionSchema = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);

export const StaffMeSchema = z.object({
  kind: z.enum(['staff', 'machine']),
  identity_id: z.uuid().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.enum(STAFF_ROLES)),
  permissions: z.array(PermissionSchema),
});

export const StaffMemberSchema = z.object({
  identity_id: z.uuid(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  active: z.boolean(),
  updated_by: z.string(),
  updated_at: z.iso.datetime(),
});

export const StaffMembersQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(254).optional().describe('Part of the email'),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const IdentityLookupQuerySchema = z.strictObject({ email: z.email().max(254) });

export const IdentityLookupSchema = z.object({
  identity_id: z.uuid(),
  email: z.string(),
  member: StaffMemberSchema.nullable().describe('Their membership, when already on the staff'),
});

export const StaffMemberParamsSchema = z.strictObject({ identity_id: z.uuid() });

export const StaffMemberBodySchema = z.strictObject({
  email: z.email().max(254),
  roles: z
    .array(z.enum(STAFF_ROLES))
    .min(1)
    .max(STAFF_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, 'Each role once'),
  active: z.boolean().default(true),
});
export type StaffMemberBody = z.infer<typeof StaffMemberBodySchema>;

export const AuditLogFilterSchema = z.strictObject({
  actor: z.string().trim().max(254).optional().describe("Part of the actor's email, or machine"),
  permission: PermissionSchema.optional(),
  path: z.string().trim().max(300).optional().describe('Part of the path called (an object id)'),
  from: InstantInputSchema.optional(),
  to: InstantInputSchema.optional(),
});
export type AuditLogFilter = z.infer<typeof AuditLogFilterSchema>;

export const AuditLogQuerySchema = PageQuerySchema.extend({
  ...AuditLogFilterSchema.shape,
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

export const StaffAuditEntrySchema = z.object({
  id: z.number().int(),
  occurred_at: z.iso.datetime(),
  actor: z.object({
    kind: z.enum(['staff', 'machine']),
    identity_id: z.uuid().nullable(),
    email: z.string().nullable(),
    roles: z.array(z.enum(STAFF_ROLES)),
  }),
  permission: z.string(),
  method: z.string(),
  route: z.string(),
  path: z.string(),
  object: z.record(z.string(), z.unknown()),
  before: z
    .unknown()
    .describe('The object before the change, where the route reads it first; else null'),
  request: z.unknown(),
  response: z.unknown(),
  status: z.number().int(),
  client_address: z.string(),
  user_agent: z.string().nullable(),
});
