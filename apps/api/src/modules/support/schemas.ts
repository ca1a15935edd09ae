import { z } from 'zod';
import { PageQuerySchema } from '../../platform/schemas.ts';
import { SUPPORT_STATUSES, SUPPORT_TOPICS } from './tables.ts';

export const MAX_MESSAGE = 4000;

export const SupportInquiryBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string().trim().min(10).max(MAX_MESSAGE),
  order_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,32}$/, 'Letters, digits and dashes')
    .optional(),
  website: z
    .string()
    .max(200)
    .optional()
    .describe('Leave empty (a field people never see; robots fill it in)'),
});
export type SupportInquiryBody = z.infer<typeof SupportInquiryBodySchema>;

export const SupportInquiriesQuerySchema = PageQuerySchema.extend({
  status: z.enum(SUPPORT_STATUSES).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const SupportHandleBodySchema = z.strictObject({
  note: z.string().trim().min(1).max(2000).describe('What staff did about it'),
});

export const SupportInquiryReceiptSchema = z
  .object({ received: z.literal(true) })
  .meta({ id: 'SupportInquiryReceipt' });

export const SupportInquirySchema = z
  .object({
    id: z.number().int(),
    customer_id: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    topic: z.enum(SUPPORT_TOPICS),
    message: z.string(),
    order_number: z.string().nullable(),
    status: z.enum(SUPPORT_STATUSES),
    handled_note: z.string().nullable(),
    handled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SupportInquiry' });
