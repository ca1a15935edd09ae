import { z } from 'zod';
import { BigSerialId, PageQuerySchema } from '../../platform/schemas.ts';
import { CLAIM_STATUSES } from './state-machine.ts';
import { CLAIM_REASONS, CLAIM_SUBJECT_TYPES } from './tables.ts';

export const MAX_CLAIM_PHOTOS = 10;
export const MAX_DESCRIPTION = 2000;

export const ClaimBodySchema = z.strictObject({
  subject_type: z
    .enum(CLAIM_SUBJECT_TYPES)
    .describe('A Ship For Me parcel (shipment product) or a Buy-and-Ship product'),
  subject_id: BigSerialId,
  reason: z.enum(CLAIM_REASONS),
  description: z.string().trim().min(1).max(MAX_DESCRIPTION),
  photo_ids: z
    .array(BigSerialId)
    .min(1)
    .max(MAX_CLAIM_PHOTOS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each photo once')
    .describe('Your uploaded photos (images) of what arrived: 1 to 10'),
  video_id: BigSerialId.optional().describe('Your uploaded unboxing video'),
});
export type ClaimBody = z.infer<typeof ClaimBodySchema>;

export const ClaimsQuerySchema = PageQuerySchema.extend({
  status: z.enum(CLAIM_STATUSES).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const ClaimReviewBodySchema = z.strictObject({
  to: z.enum(['under_review', 'accepted', 'rejected']),
  note: z.string().trim().min(1).max(MAX_DESCRIPTION).describe('What the customer is told'),
});

export const ClaimEventSchema = z
  .object({
    id: z.number().int(),
    from_status: z.enum(CLAIM_STATUSES).nullable(),
    to_status: z.enum(CLAIM_STATUSES),
    actor: z.enum(['customer', 'staff']),
    note: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ClaimEvent' });

export const ClaimSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('CL- and eight digits'),
    subject_type: z.enum(CLAIM_SUBJECT_TYPES),
    subject_id: z.number().int(),
    reason: z.enum(CLAIM_REASONS),
    description: z.string(),
    photo_ids: z.array(z.number().int()),
    video_id: z.number().int().nullable(),
    status: z.enum(CLAIM_STATUSES),
    delivered_at: z.string().describe('When the parcel or product was delivered'),
    resolution_note: z.string().nullable().describe('Staff’s word once accepted or rejected'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Claim' });

export const ClaimDetailSchema = ClaimSchema.extend({
  timeline: z.array(ClaimEventSchema),
}).meta({ id: 'ClaimDetail' });

/** Staff see whose claim it is (to open the customer beside it). */
export const StaffClaimSchema = ClaimSchema.extend({ customer_id: z.number().int() });
export const StaffClaimDetailSchema = ClaimDetailSchema.extend({
  customer_id: z.number().int(),
});
