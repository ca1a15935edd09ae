import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * The life of a request for quotation, as data (docs/rfq.md draws it). The customer submits
 * it; staff answer with quotes (more may follow while it is quoted) or decline it; the
 * customer turns one quote into an order. Ordered, declined and expired are final.
 */
export const RFQ_STATUSES = ['submitted', 'quoted', 'ordered', 'declined', 'expired'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

export const RFQ_TRANSITIONS: Readonly<Record<RfqStatus, readonly RfqStatus[]>> = {
  submitted: ['quoted', 'declined', 'expired'],
  quoted: ['quoted', 'ordered', 'declined', 'expired'],
  ordered: [],
  declined: [],
  expired: [],
};

export type RfqActor = 'customer' | 'staff';

export const rfqMachine = defineStateMachine<RfqStatus, Record<string, never>>({
  name: 'request for quotation',
  transitions: RFQ_TRANSITIONS,
});

/** A quote is open until staff withdraw it or the customer orders it; expiry is by date. */
export const QUOTE_STATUSES = ['open', 'withdrawn', 'ordered'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
