/**
 * What the status page says about a payment (docs/payments.md "The life of a payment"):
 * `pending → succeeded | failed | cancelled | expired`. A pending bKash payment the customer
 * has just returned from is executed first; a pending bank transfer waits for staff.
 */
export type PaymentOutcome =
  'paid' | 'failed' | 'cancelled' | 'expired' | 'under_review' | 'processing';

/** What bKash's checkout appends to the callback address when it sends the customer back. */
export interface BkashReturn {
  paymentID: string;
  status: 'success' | 'failure' | 'cancel';
}

const returnStatuses = new Set<string>(['success', 'failure', 'cancel']);

/** Reads bKash's return from the status page's query; anything malformed is ignored. */
export function bkashReturnOf(query: Record<string, string | string[] | undefined>) {
  const { paymentID, status } = query;
  if (typeof paymentID !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(paymentID)) return null;
  if (typeof status !== 'string' || !returnStatuses.has(status)) return null;
  return { paymentID, status } as BkashReturn;
}

export interface PaymentState {
  status: string;
  gateway: string;
}

export function outcomeOf(payment: PaymentState): PaymentOutcome {
  switch (payment.status) {
    case 'succeeded':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return payment.gateway === 'bank_transfer' ? 'under_review' : 'processing';
  }
}

/**
 * The status page tells the API what bKash said once the customer is back: only for a bKash
 * payment still pending, and only when bKash's return names a payment (the API checks it
 * against its own; repeating it is safe, the key being derived from the paymentID).
 */
export function shouldExecute(payment: PaymentState, back: BkashReturn | null): boolean {
  return back !== null && payment.gateway === 'bkash' && payment.status === 'pending';
}
