/**
 * The claims module's public face (issue #14): a customer's claim on a delivered parcel or buy
 * product, inside the claim window. Other modules, workflows and the app use nothing else.
 */
export { createClaims, registerClaims } from './module.ts';
export { claimsStaffRoutes, CLAIMS_STAFF_BASE } from './staff-routes.ts';
export { CLAIMS_BASE, claimsTags } from './routes.ts';
export { CLAIM_STATUSES, CLAIM_TRANSITIONS, type ClaimStatus } from './state-machine.ts';
export { ClaimBodySchema, ClaimDetailSchema, type ClaimBody } from './schemas.ts';
export type { Claim, ClaimDetail, ClaimsService } from './service.ts';
export type { ClaimSubjectType } from './tables.ts';
