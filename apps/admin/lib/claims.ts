/** Staff routes of claims and disputes, and the states both go through (the API's machine). */
export const DISPUTES = '/api/claims/admin/v1/disputes';
export const CLAIMS = '/api/claims/admin/v1/claims';
export const CLAIM_STATUSES = [
  'open',
  'under_review',
  'evidence_requested',
  'accepted',
  'rejected',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
