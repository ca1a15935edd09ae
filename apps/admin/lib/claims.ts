import type { staffPaths } from '@crossport/api-client/staff';

/** Staff routes of claims and disputes, and the states both go through (the API's machine). */
export const DISPUTES = '/api/claims/admin/v1/disputes';
export const CLAIMS = '/api/claims/admin/v1/claims';

type ApiClaimStatus = NonNullable<
  NonNullable<staffPaths[typeof CLAIMS]['get']['parameters']['query']>['status']
>;
/** In the order a claim moves; a state the API no longer has fails the type check. */
export const CLAIM_STATUSES = [
  'open',
  'under_review',
  'evidence_requested',
  'accepted',
  'rejected',
] as const satisfies readonly ApiClaimStatus[];
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
