import { z } from 'zod';
import { PageQuerySchema } from '../../platform/schemas.ts';
import { SUPPORT_AUTHORS, SUPPORT_STATUSES, SUPPORT_TOPICS } from './tables.ts';

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

export const SupportMessageBodySchema = z.strictObject({
  body: z.string().trim().min(1).max(MAX_MESSAGE),
});

export const MyInquiriesQuerySchema = PageQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const SupportMessageSchema = z
  .object({
    author: z.enum(SUPPORT_AUTHORS).describe('Who wrote it: the customer, or the support team'),
    body: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'SupportMessage' });

/** One of the customer's inquiries in their list. */
export const MySupportInquirySchema = z
  .object({
    id: z.number().int(),
    topic: z.enum(SUPPORT_TOPICS),
    status: z.enum(SUPPORT_STATUSES),
    excerpt: z.string().describe('The start of the first message'),
    order_number: z.string().nullable(),
    created_at: z.string(),
    last_activity_at: z.string().describe('When the newest message of the thread was written'),
  })
  .meta({ id: 'MySupportInquiry' });

/** One inquiry with its thread, oldest first: the first message, replies and follow-ups. */
export const SupportThreadSchema = MySupportInquirySchema.omit({ excerpt: true })
  .extend({ messages: z.array(SupportMessageSchema) })
  .meta({ id: 'SupportThread' });

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
    last_activity_at: z.string(),
  })
  .meta({ id: 'SupportInquiry' });

export const StaffSupportThreadSchema = SupportInquirySchema.extend({
  messages: z.array(SupportMessageSchema),
}).meta({ id: 'StaffSupportThread' });
