import { money, type Money } from '@crossport/money';
import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { isUniqueViolation } from '../../platform/database.ts';
import { Conflict, DomainError, NotFound, Unprocessable } from '../../platform/errors.ts';
import { assertClaimable } from './claim-window.ts';
import { createReader } from './reading.ts';
import type {
  DisputeBody,
  DisputeDetailSchema,
  DisputeEvidenceBody,
  DisputeSchema,
} from './dispute-schemas.ts';
import type { ClaimEventRow, ClaimRow, ClaimsRepository } from './repository.ts';
import { claimMachine, DECIDED, type ClaimStatus } from './state-machine.ts';

export type Dispute = z.infer<typeof DisputeSchema>;
export type DisputeDetail = z.infer<typeof DisputeDetailSchema>;

const iso = (d: Date) => d.toISOString();

function toDispute(row: ClaimRow): Dispute {
  const currency = row.currency ?? 'BDT';
  return {
    id: row.id,
    number: row.number!,
    buy_product_id: row.subjectId,
    reason: row.reason,
    description: row.description,
    quantity: row.quantity ?? 0,
    requested_resolution: row.requestedResolution ?? 'refund',
    photo_ids: row.photoIds,
    status: row.status,
    delivered_at: iso(row.deliveredAt),
    paid: money(row.paidAmount ?? 0, currency),
    refunded: money(row.refundedAmount, currency),
    resolution_note: row.resolutionNote,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function toEvent(row: ClaimEventRow, currency: string) {
  return {
    id: row.id,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor: row.actor,
    note: row.note,
    refund: row.amount === null ? null : money(row.amount, currency),
    photo_ids: row.photoIds ?? [],
    created_at: iso(row.createdAt),
  };
}

/**
 * The most a dispute on `quantity` of a product's `productQuantity` items may refund: their
 * share of what was paid, rounded down so the shares of every item never exceed the whole.
 */
export function paidForItems(paid: Money, quantity: number, productQuantity: number): Money {
  return money(Math.floor((paid.amount * quantity) / productQuantity), paid.currency);
}

/**
 * How much more a dispute may refund: what was paid for its items less what it already
 * refunded. A refund above it is refused, so no sequence of refunds exceeds what was paid.
 */
export function refundable(dispute: { paidAmount: number; refundedAmount: number }): number {
  return Math.max(0, dispute.paidAmount - dispute.refundedAmount);
}

/** What a staff decision on a dispute did, for the workflow that pays and notifies. */
export interface DisputeMove {
  dispute: ClaimRow;
  /** The refund to post to the wallet with this move (null: none). */
  refund: Money | null;
  /** Refunds the dispute made before this one: part of the refund's idempotency key. */
  refundedBefore: number;
}

export type StaffDisputeAction =
  | { type: 'accept'; amount: number; note: string }
  | { type: 'reject'; note: string }
  | { type: 'request_evidence'; note: string }
  | { type: 'review'; note: string }
  | { type: 'reopen'; note: string };

const TARGET: Record<StaffDisputeAction['type'], ClaimStatus> = {
  accept: 'accepted',
  reject: 'rejected',
  request_evidence: 'evidence_requested',
  review: 'under_review',
  reopen: 'under_review',
};

/**
 * Buy-and-Ship disputes (issue #15): claims of kind `dispute` on a buy product, with an
 * affected quantity, a requested resolution and refunds to the wallet. The workflows
 * (workflows/disputes.ts) ask the orders module about the product and post the refunds.
 */
export function createDisputes(
  repository: ClaimsRepository,
  options: { now: () => Date; windowHours: number },
) {
  async function detail(row: ClaimRow): Promise<DisputeDetail> {
    const currency = row.currency ?? 'BDT';
    const events = await repository.eventsOf(row.id);
    return { ...toDispute(row), timeline: events.map((e) => toEvent(e, currency)) };
  }

  async function locked(tx: Transaction, id: number): Promise<ClaimRow> {
    const row = await repository.lock(tx, id);
    if (!row || row.kind !== 'dispute') throw new NotFound(`Dispute ${id}`);
    return row;
  }

  const reader = createReader(repository, 'dispute', toDispute);

  return {
    transaction: repository.transaction,
    detail,
    /** Disputes waiting for the customer's evidence. */
    waitingOnCustomer: (customerId: number) => repository.waitingOnCustomerCount(customerId),

    /**
     * Opens a dispute on a buy product the caller found to be the customer's: 409
     * `not_delivered` before delivery, 422 `dispute_window_closed` after the window, 422 when
     * more items are disputed than the product has, 409 `dispute_already_open` for a second.
     */
    async open(
      tx: Transaction,
      input: {
        customerId: number;
        buyProductId: number;
        product: { deliveredAt: Date | null; quantity: number; paid: Money };
        body: DisputeBody;
      },
    ): Promise<ClaimRow> {
      const { body, product } = input;
      const subject = { type: 'buy_product' as const, deliveredAt: product.deliveredAt };
      try {
        assertClaimable(subject, options.now(), options.windowHours);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'claim_window_closed') {
          throw new DomainError(
            422,
            'dispute_window_closed',
            error.message.replace('Claims can', 'Disputes can'),
            error.details,
          );
        }
        throw error;
      }
      if (body.quantity > product.quantity) {
        throw new Unprocessable(
          `This product has ${product.quantity} item${product.quantity === 1 ? '' : 's'}.`,
          [{ field: 'body.quantity', message: `At most ${product.quantity}` }],
        );
      }
      try {
        return await tx.transaction(async (sp) => {
          const row = await repository.insert(sp, {
            kind: 'dispute',
            customerId: input.customerId,
            subjectType: 'buy_product',
            subjectId: input.buyProductId,
            reason: body.reason,
            description: body.description,
            photoIds: body.photo_ids,
            videoId: null,
            deliveredAt: subject.deliveredAt,
            quantity: body.quantity,
            requestedResolution: body.requested_resolution,
            paidAmount: paidForItems(product.paid, body.quantity, product.quantity).amount,
            currency: product.paid.currency,
          });
          await repository.insertEvent(sp, {
            claimId: row.id,
            fromStatus: null,
            toStatus: 'open',
            actor: 'customer',
            note: null,
          });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError(
            409,
            'dispute_already_open',
            'This product already has a dispute; we answer it there (staff can reopen it).',
          );
        }
        throw error;
      }
    },

    async get(customerId: number, id: number): Promise<DisputeDetail> {
      return detail(await reader.row(id, customerId));
    },

    /** Any customer's dispute, and whose it is (staff). */
    async find(id: number): Promise<DisputeDetail & { customer_id: number }> {
      const row = await reader.row(id);
      return { ...(await detail(row)), customer_id: row.customerId };
    },

    /** The photos of a dispute and of the customer's answers, and whose they are (staff). */
    async evidence(id: number): Promise<{ customerId: number; assetIds: number[] }> {
      const row = await reader.row(id);
      const events = await repository.eventsOf(row.id);
      return {
        customerId: row.customerId,
        assetIds: [...row.photoIds, ...events.flatMap((event) => event.photoIds ?? [])],
      };
    },

    page: reader.page,
    staffPage: reader.staffPage,

    /**
     * The customer answers staff's request for evidence (a message, maybe photos the caller
     * checked are theirs): the dispute goes back under review. 409 unless evidence was asked.
     */
    async answer(
      tx: Transaction,
      customerId: number,
      id: number,
      body: DisputeEvidenceBody,
    ): Promise<ClaimRow> {
      const row = await locked(tx, id);
      if (row.customerId !== customerId) throw new NotFound(`Dispute ${id}`);
      if (row.status !== 'evidence_requested') {
        throw new DomainError(
          409,
          'evidence_not_requested',
          'We have not asked for more evidence on this dispute.',
        );
      }
      const moved = await repository.setStatus(tx, id, { status: 'under_review' });
      await repository.insertEvent(tx, {
        claimId: id,
        fromStatus: row.status,
        toStatus: 'under_review',
        actor: 'customer',
        note: body.message,
        photoIds: body.photo_ids ?? [],
      });
      return moved;
    },

    /**
     * Staff move a dispute, locked so two decisions queue: accepting refunds at most what is
     * left of what was paid (422 above it) and only once per acceptance (the second of two
     * concurrent accepts finds it accepted: 409); reopening is for decided disputes only.
     */
    async decide(tx: Transaction, id: number, action: StaffDisputeAction): Promise<DisputeMove> {
      const row = await locked(tx, id);
      const to = TARGET[action.type];
      if (action.type === 'reopen' && !DECIDED.includes(row.status)) {
        throw new Conflict(
          `This dispute is ${row.status.replace(/_/g, ' ')}; only a decided one can be reopened.`,
        );
      }
      if (action.type === 'review' && DECIDED.includes(row.status)) {
        throw new Conflict(`This dispute is ${row.status}; reopen it to review it again.`);
      }
      const left = refundable({
        paidAmount: row.paidAmount ?? 0,
        refundedAmount: row.refundedAmount,
      });
      const amount = action.type === 'accept' ? action.amount : 0;
      if (amount > left) {
        throw new Unprocessable(
          `At most ${left} can still be refunded on this dispute (what was paid for its items, less earlier refunds).`,
          [{ field: 'body.amount', message: `At most ${left}` }],
        );
      }
      let moved = row;
      await claimMachine.transition(row.status, to, {}, async () => {
        moved = await repository.setStatus(tx, id, {
          status: to,
          ...(DECIDED.includes(to) ? { resolutionNote: action.note } : {}),
          ...(amount > 0 ? { refundedAmount: row.refundedAmount + amount } : {}),
        });
        await repository.insertEvent(tx, {
          claimId: id,
          fromStatus: row.status,
          toStatus: to,
          actor: 'staff',
          note: action.note,
          amount: action.type === 'accept' ? amount : null,
        });
      });
      const currency = row.currency ?? 'BDT';
      return {
        dispute: moved,
        refund: amount > 0 ? money(amount, currency) : null,
        refundedBefore: row.refundedAmount,
      };
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputes>;
