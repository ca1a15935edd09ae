import { z } from 'zod';
import { BigSerialId, MoneySchema, PageQuerySchema } from '../../platform/schemas.ts';
import { INVOICE_STATUSES } from './tables.ts';

export const InvoiceLineSchema = z
  .object({
    id: z.number().int(),
    kind: z.string().describe('product, discount or adjustment'),
    description: z.string(),
    reference_type: z.string().nullable(),
    reference_id: z.number().int().nullable(),
    quantity: z.number().int(),
    unit_amount: MoneySchema,
    amount: MoneySchema,
    estimated_at_checkout: MoneySchema.nullable().describe(
      "What checkout estimated for this charge (a product's international shipping); null when nothing was estimated",
    ),
  })
  .meta({ id: 'InvoiceLine' });

export const InvoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(INVOICE_STATUSES),
    subject: z.object({ type: z.string(), id: z.number().int() }),
    total: MoneySchema,
    paid: MoneySchema.describe(
      'What of the payments this invoice keeps: what was paid less what was refunded',
    ),
    refunded: MoneySchema.describe(
      'Returned to the customer off this invoice (a paid product cancelled), fees apart',
    ),
    gateway_fee: z
      .object({ paid: MoneySchema, refunded: MoneySchema })
      .describe(
        'Gateway fees (bKash 1.85 %) paid on top of the payments, and returned with refunds',
      ),
    due: MoneySchema,
    lines: z.array(InvoiceLineSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Invoice' });

export const InvoicesQuerySchema = PageQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  service: z
    .enum(['buy-and-ship', 'ship-for-me'])
    .optional()
    .describe('Only invoices of this service (ship-for-me bills nothing yet)'),
});

export const InvoiceSessionBodySchema = z.strictObject({
  invoice_ids: z
    .array(BigSerialId)
    .min(1)
    .max(20)
    .describe('Unpaid invoices of yours, all in one currency'),
});

export const InvoiceSessionSchema = z
  .object({
    id: z.number().int(),
    invoice_ids: z.array(z.number().int()),
    invoices: z.array(InvoiceSchema),
    due: MoneySchema.describe('What is still to pay over the session’s invoices'),
    created_at: z.string(),
  })
  .meta({ id: 'InvoiceSession' });
