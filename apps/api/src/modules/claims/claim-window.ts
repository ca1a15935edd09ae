import { DomainError } from '../../platform/errors.ts';
import type { ClaimSubjectType } from './tables.ts';

const HOUR_MS = 3_600_000;

const NOUN: Record<ClaimSubjectType, string> = {
  shipment_product: 'parcel',
  buy_product: 'product',
};

/** "24 Nov 2026, 10:15 UTC": the time stated in the refusal, unambiguous for every reader. */
const stamp = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)} UTC`;

/** When the claim window of something delivered at `deliveredAt` closes. */
export function windowClosesAt(deliveredAt: Date, hours: number): Date {
  return new Date(deliveredAt.getTime() + hours * HOUR_MS);
}

/**
 * Whether a claim may be opened `now` on a subject delivered at `deliveredAt` (null: not yet
 * delivered). The window includes its last instant. Throws the refusal the customer reads:
 * 409 `not_delivered`, or 422 `claim_window_closed` naming the window and the delivery time.
 */
export function assertClaimable(
  subject: { type: ClaimSubjectType; deliveredAt: Date | null },
  now: Date,
  hours: number,
): asserts subject is { type: ClaimSubjectType; deliveredAt: Date } {
  const noun = NOUN[subject.type];
  if (!subject.deliveredAt) {
    throw new DomainError(
      409,
      'not_delivered',
      `This ${noun} has not been delivered yet; a claim can be opened once it has.`,
    );
  }
  const closesAt = windowClosesAt(subject.deliveredAt, hours);
  if (now.getTime() > closesAt.getTime()) {
    throw new DomainError(
      422,
      'claim_window_closed',
      `Claims can be opened within ${hours} ${hours === 1 ? 'hour' : 'hours'} of delivery; ` +
        `this ${noun} was delivered on ${stamp(subject.deliveredAt)}.`,
      [{ field: 'body.subject_id', message: `The window closed at ${closesAt.toISOString()}` }],
    );
  }
}
