/** The staff module's public face: who is staff (the guard's directory), the audit log. */
export { createStaff } from './module.ts';
export { staffMemberRoutes, STAFF_API } from './staff-routes.ts';
