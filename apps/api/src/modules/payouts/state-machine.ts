import { defineStateMachine, type TransitionHooks } from '../../platform/state-machine.ts';
import type { PayoutRequestStatus } from './tables.ts';

/**
 * The life of a payout request, as data (docs/payouts.md draws it). The customer may cancel
 * only while staff have not approved it; staff may reject until it is completed.
 */
export const PAYOUT_REQUEST_TRANSITIONS: Readonly<
  Record<PayoutRequestStatus, readonly PayoutRequestStatus[]>
> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['completed', 'rejected'],
  completed: [],
  rejected: [],
  cancelled: [],
};

export function definePayoutRequestMachine<Context>(
  hooks: TransitionHooks<PayoutRequestStatus, Context>,
) {
  return defineStateMachine<PayoutRequestStatus, Context>({
    name: 'payout request',
    transitions: PAYOUT_REQUEST_TRANSITIONS,
    hooks,
  });
}
