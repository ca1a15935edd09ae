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

const line = (max: number) => z.string().trim().min(1).max(max);
const days = z.number().int().min(0).max(3650);

/**
 * Staff change a warehouse's address, contact, labelling instructions or storage terms;
 * what is left out stays. The storage days must make a timeline: reminders inside the free
 * days, the final notice before disposal, disposal no sooner than the free days end.
 */
export const WarehouseChangeBodySchema = z
  .strictObject({
    name: line(120).optional(),
    address: z
      .strictObject({
        line1: line(200),
        line2: z.string().trim().max(200).nullable(),
        district: line(100),
        city: line(100),
        province: line(100),
        post_code: line(16),
      })
      .optional(),
    contact: z.strictObject({ name: line(120), phone: line(32) }).optional(),
    instructions: line(2000).optional(),
    storage: z
      .strictObject({
        free_days: days,
        fee_per_day: z
          .record(
            z.string().regex(/^[A-Z]{3}$/, 'A currency code'),
            z.number().int().min(0).max(10_000_000),
          )
          .refine((fees) => Object.keys(fees).length <= 20, 'At most 20 currencies'),
        reminder_days: days,
        max_days: days,
        final_notice_days: days,
      })
      .superRefine((s, ctx) => {
        if (s.reminder_days > s.free_days) {
          ctx.addIssue({
            code: 'custom',
            path: ['reminder_days'],
            message: 'The reminder must come within the free days',
          });
        }
        if (s.max_days < s.free_days) {
          ctx.addIssue({
            code: 'custom',
            path: ['max_days'],
            message: 'Disposal cannot come before the free days end',
          });
        }
        if (s.final_notice_days > s.max_days) {
          ctx.addIssue({
            code: 'custom',
            path: ['final_notice_days'],
            message: 'The final notice must come before disposal',
          });
        }
      })
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type WarehouseChangeBody = z.infer<typeof WarehouseChangeBodySchema>;
