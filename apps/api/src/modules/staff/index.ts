/** The staff module's public face: who is staff (the guard's directory), the audit log. */
export { createStaff } from './module.ts';
export { staffMemberRoutes, STAFF_API, type FindIdentityByEmail } from './staff-routes.ts';
export type { StaffService } from './service.ts';
