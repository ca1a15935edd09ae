import type { z } from 'zod';
import { Conflict, DomainError, NotFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/database.ts';
import { assertClaimable } from './claim-window.ts';
import { createReader } from './reading.ts';
import type { ClaimEventRow, ClaimRow, ClaimsRepository } from './repository.ts';
import type { ClaimBody, ClaimDetailSchema, ClaimEventSchema, ClaimSchema } from './schemas.ts';
import { claimMachine, type ClaimStatus } from './state-machine.ts';

export type Claim = z.infer<typeof ClaimSchema>;
export type ClaimDetail = z.infer<typeof ClaimDetailSchema>;
type ClaimEvent = z.infer<typeof ClaimEventSchema>;

const iso = (d: Date) => d.toISOString();
const words = (state: string) => state.replace(/_/g, ' ');

function toClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    number: row.number!,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    reason: row.reason,
    description: row.description,
    photo_ids: row.photoIds,
    video_id: row.videoId,
    status: row.status,
    delivered_at: iso(row.deliveredAt),
    resolution_note: row.resolutionNote,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function toEvent(row: ClaimEventRow): ClaimEvent {
  return {
    id: row.id,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor: row.actor,
    note: row.note,
    created_at: iso(row.createdAt),
  };
}

/** Decisions that close a claim: their note is the resolution the customer reads. */
const DECISIONS: readonly ClaimStatus[] = ['accepted', 'rejected'];

export interface ClaimsOptions {
  /** The clock the window is judged by (tests move it). */
  now: () => Date;
  /** How long after delivery a claim may be opened (CLAIM_WINDOW_HOURS). */
  windowHours: number;
}

export function createClaimsService(repository: ClaimsRepository, options: ClaimsOptions) {
  async function detail(row: ClaimRow): Promise<ClaimDetail> {
    return { ...toClaim(row), timeline: (await repository.eventsOf(row.id)).map(toEvent) };
  }

  const reader = createReader(repository, 'claim', toClaim);

  return {
    undecidedCount: repository.undecidedCount,
    evidenceAssetIds: repository.evidenceAssetIds,
    /**
     * Opens a claim on a subject the caller found to be the customer's (the workflow asked its
     * module, and checked the photos and video). Refused when the subject is not delivered
     * (409) or its window has closed (422); a second undecided claim on the same subject is a
     * 409, decided by the partial unique index so two racing claims cannot both be written.
     */
    async open(input: {
      customerId: number;
      deliveredAt: Date | null;
      body: ClaimBody;
    }): Promise<ClaimDetail> {
      const { body } = input;
      const subject = { type: body.subject_type, deliveredAt: input.deliveredAt };
      assertClaimable(subject, options.now(), options.windowHours);
      try {
        const row = await repository.transaction(async (tx) => {
          const claim = await repository.insert(tx, {
            customerId: input.customerId,
            subjectType: body.subject_type,
            subjectId: body.subject_id,
            reason: body.reason,
            description: body.description,
            photoIds: body.photo_ids,
            videoId: body.video_id ?? null,
            deliveredAt: subject.deliveredAt,
          });
          await repository.insertEvent(tx, {
            claimId: claim.id,
            fromStatus: null,
            toStatus: 'open',
            actor: 'customer',
            note: null,
          });
          return claim;
        });
        return await detail(row);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError(
            409,
            'claim_already_open',
            'A claim on this is already open; we will answer it before another can be opened.',
          );
        }
        throw error;
      }
    },

    async get(customerId: number, id: number): Promise<ClaimDetail> {
      return detail(await reader.row(id, customerId));
    },

    /** Any customer's claim, and whose it is (staff). */
    async find(id: number): Promise<ClaimDetail & { customer_id: number }> {
      const row = await reader.row(id);
      return { ...(await detail(row)), customer_id: row.customerId };
    },

    /** The uploads a claim shows as evidence, and whose they are (staff view them). */
    async evidence(id: number): Promise<{ customerId: number; assetIds: number[] }> {
      const row = await reader.row(id);
      return {
        customerId: row.customerId,
        assetIds: row.videoId === null ? row.photoIds : [...row.photoIds, row.videoId],
      };
    },

    page: reader.page,
    staffPage: reader.staffPage,

    /**
     * Staff move a claim along the machine (409 for a move it does not allow); the note goes
     * on the timeline, and on a decision it is the claim's resolution too.
     */
    async review(id: number, to: ClaimStatus, note: string): Promise<ClaimDetail> {
      const row = await repository.transaction(async (tx) => {
        const claim = await repository.lock(tx, id);
        if (!claim || claim.kind !== 'claim') throw new NotFound(`Claim ${id}`);
        // A claim's decision is final (only staff reopen disputes, with their own route).
        if (DECISIONS.includes(claim.status)) {
          throw new Conflict(`This claim is ${claim.status} and cannot become ${words(to)}.`);
        }
        let moved = claim;
        await claimMachine.transition(claim.status, to, {}, async () => {
          moved = await repository.setStatus(tx, id, {
            status: to,
            ...(DECISIONS.includes(to) ? { resolutionNote: note } : {}),
          });
          await repository.insertEvent(tx, {
            claimId: id,
            fromStatus: claim.status,
            toStatus: to,
            actor: 'staff',
            note,
          });
        });
        return moved;
      });
      return detail(row);
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
