/** A payout request's life (docs/payments.md): held while pending, released if it ends unpaid. */
export const payoutStatuses = [
  'pending',
  'approved',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export type PayoutTone = 'progress' | 'success' | 'neutral' | 'danger';

const tones: Record<PayoutStatus, PayoutTone> = {
  pending: 'progress',
  approved: 'progress',
  completed: 'success',
  cancelled: 'neutral',
  rejected: 'danger',
};

export function payoutTone(status: PayoutStatus): PayoutTone {
  return tones[status];
}

/** Only a request staff have not taken up yet can be cancelled by the customer. */
export function canCancelPayout(status: PayoutStatus): boolean {
  return status === 'pending';
}
