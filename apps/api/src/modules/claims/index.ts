/**
 * The claims module's public face (issue #14): a customer's claim on a delivered parcel or buy
 * product, inside the claim window. Other modules, workflows and the app use nothing else.
 */
export { registerClaims } from './module.ts';
export { claimsStaffRoutes } from './staff-routes.ts';
export { CLAIMS_BASE, claimsTags } from './routes.ts';
export { ClaimBodySchema, ClaimDetailSchema, type ClaimBody } from './schemas.ts';
export type { ClaimsService } from './service.ts';
