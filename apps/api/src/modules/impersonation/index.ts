/** The impersonation module's public face: support's read-only view of a customer. */
export { createIdentityAdmin } from './identity-admin.ts';
export { createImpersonationRepository } from './repository.ts';
export { createImpersonationService } from './service.ts';
export { impersonationStaffRoutes } from './staff-routes.ts';
export type { IdentityAdmin } from './identity-admin.ts';
