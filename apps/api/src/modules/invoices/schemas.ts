import { z } from 'zod';
import { MoneySchema, PageQuerySchema } from '../../platform/schemas.ts';
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
  })
  .meta({ id: 'InvoiceLine' });

export const InvoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(INVOICE_STATUSES),
    subject: z.object({ type: z.string(), id: z.number().int() }),
    total: MoneySchema,
    paid: MoneySchema,
    due: MoneySchema,
    lines: z.array(InvoiceLineSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Invoice' });

export const InvoicesQuerySchema = PageQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
});
