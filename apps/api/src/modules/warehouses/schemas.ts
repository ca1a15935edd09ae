import { z } from 'zod';

export const WarehouseSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    country_code: z.string().length(2),
    address: z.object({
      line1: z.string(),
      line2: z.string().nullable(),
      district: z.string(),
      city: z.string(),
      province: z.string(),
      post_code: z.string(),
      country_code: z.string().length(2),
    }),
    contact: z.object({ name: z.string(), phone: z.string() }),
    instructions: z.string(),
    is_default: z.boolean(),
    storage: z
      .object({
        free_days: z.number().int().describe('Days from receipt a parcel is stored free'),
        fee_per_day: z
          .record(z.string(), z.number().int())
          .describe('Storage fee per day after the free days, minor units by currency'),
        reminder_days: z.number().int().describe('Days before the free ones end that we remind'),
        max_days: z.number().int().describe('Days after which an unshipped parcel is disposed of'),
        final_notice_days: z.number().int(),
      })
      .describe('Storage terms (docs/shipping.md, storage)'),
  })
  .meta({ id: 'Warehouse' });

export const WarehousesQuerySchema = z.strictObject({
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
    .transform((v) => v.toUpperCase())
    .optional(),
});
