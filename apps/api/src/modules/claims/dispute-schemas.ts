import { z } from 'zod';
import { BigSerialId, MoneySchema, PageQuerySchema } from '../../platform/schemas.ts';
import { MAX_CLAIM_PHOTOS, MAX_DESCRIPTION } from './schemas.ts';
import { CLAIM_STATUSES } from './state-machine.ts';
import { CLAIM_REASONS, DISPUTE_RESOLUTIONS } from './tables.ts';

const Photos = z
  .array(BigSerialId)
  .min(1)
  .max(MAX_CLAIM_PHOTOS)
  .refine((ids) => new Set(ids).size === ids.length, 'Each photo once');

export const DisputeBodySchema = z.strictObject({
  reason: z.enum(CLAIM_REASONS),
  description: z.string().trim().min(1).max(MAX_DESCRIPTION),
  quantity: z
    .number()
    .int()
    .min(1)
    .max(10_000)
    .describe('How many of the product’s items are affected (at most its quantity)'),
  photo_ids: Photos.describe('Your uploaded photos (images): 1 to 10'),
  requested_resolution: z.enum(DISPUTE_RESOLUTIONS),
});
export type DisputeBody = z.infer<typeof DisputeBodySchema>;

export const DisputeEvidenceBodySchema = z.strictObject({
  message: z.string().trim().min(1).max(MAX_DESCRIPTION),
  photo_ids: Photos.optional(),
});
export type DisputeEvidenceBody = z.infer<typeof DisputeEvidenceBodySchema>;

export const DisputesQuerySchema = PageQuerySchema.extend({
  status: z.enum(CLAIM_STATUSES).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

const Note = z.string().trim().min(1).max(MAX_DESCRIPTION).describe('What the customer is told');

export const DisputeAcceptBodySchema = z.strictObject({
  amount: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .describe('Refund to the wallet, minor units of the dispute’s currency (0: a replacement)'),
  note: Note,
});
export const DisputeNoteBodySchema = z.strictObject({ note: Note });

export const DisputeEventSchema = z
  .object({
    id: z.number().int(),
    from_status: z.enum(CLAIM_STATUSES).nullable(),
    to_status: z.enum(CLAIM_STATUSES),
    actor: z.enum(['customer', 'staff']),
    note: z.string().nullable(),
    refund: MoneySchema.nullable().describe('The refund granted with this move'),
    photo_ids: z.array(z.number().int()),
    created_at: z.string(),
  })
  .meta({ id: 'DisputeEvent' });

export const DisputeSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('CL- and eight digits'),
    buy_product_id: z.number().int(),
    reason: z.enum(CLAIM_REASONS),
    description: z.string(),
    quantity: z.number().int(),
    requested_resolution: z.enum(DISPUTE_RESOLUTIONS),
    photo_ids: z.array(z.number().int()),
    status: z.enum(CLAIM_STATUSES),
    delivered_at: z.string(),
    paid: MoneySchema.describe('What was paid for the affected items: the most refundable'),
    refunded: MoneySchema.describe('Refunded to your wallet so far'),
    resolution_note: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Dispute' });

export const DisputeDetailSchema = DisputeSchema.extend({
  timeline: z.array(DisputeEventSchema),
}).meta({ id: 'DisputeDetail' });

/** Staff see whose dispute it is (to open the customer beside it). */
export const StaffDisputeSchema = DisputeSchema.extend({ customer_id: z.number().int() });
export const StaffDisputeDetailSchema = DisputeDetailSchema.extend({
  customer_id: z.number().int(),
});
