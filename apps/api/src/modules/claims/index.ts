/**
 * The claims module's public face (issues #14, #15): a customer's claim on a delivered parcel
 * or buy product, inside the claim window, and Buy-and-Ship disputes (claims of kind
 * `dispute` with refunds). Other modules, workflows and the app use nothing else.
 */
export { registerClaims } from './module.ts';
export { claimsStaffRoutes } from './staff-routes.ts';
export { CLAIMS_BASE, claimsTags } from './routes.ts';
export { ClaimBodySchema, ClaimDetailSchema, ClaimSchema, type ClaimBody } from './schemas.ts';
export type { ClaimsService } from './service.ts';
export { DISPUTE_OPEN_BASE, DISPUTES_BASE, disputesTags } from './dispute-routes.ts';
export {
  DisputeAcceptBodySchema,
  DisputeBodySchema,
  DisputeDetailSchema,
  DisputeEvidenceBodySchema,
  DisputeNoteBodySchema,
  DisputeSchema,
  DisputesQuerySchema,
  StaffDisputeDetailSchema,
  StaffDisputeSchema,
  type DisputeBody,
  type DisputeEvidenceBody,
} from './dispute-schemas.ts';
export { type DisputesService, type StaffDisputeAction } from './disputes.ts';
export { claimBacklogs } from './repository.ts';
