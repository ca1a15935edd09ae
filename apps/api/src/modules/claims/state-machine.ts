import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * The life of a claim, as data (docs/claims.md draws it). The customer opens it; staff look
 * into it and decide. Accepted and rejected are final: what an accepted claim pays back is
 * decided outside this machine (refunds and Buy-and-Ship disputes come later).
 */
export const CLAIM_STATUSES = [
  'open',
  'under_review',
  'evidence_requested',
  'accepted',
  'rejected',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_TRANSITIONS: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  open: ['under_review', 'evidence_requested', 'accepted', 'rejected'],
  under_review: ['evidence_requested', 'accepted', 'rejected'],
  // The customer answers (back to review), or staff give up waiting.
  evidence_requested: ['under_review', 'rejected'],
  // Reopening: only disputes, only by staff (the service refuses it for claims).
  accepted: ['under_review'],
  rejected: ['under_review'],
};

/** Decisions: final for a claim; a dispute's can be reopened by staff. */
export const DECIDED: readonly ClaimStatus[] = ['accepted', 'rejected'];

export type ClaimActor = 'customer' | 'staff';

export const claimMachine = defineStateMachine<ClaimStatus, Record<string, never>>({
  name: 'claim',
  transitions: CLAIM_TRANSITIONS,
});
