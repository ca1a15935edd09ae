import { z } from 'zod';

export const CustomerSchema = z
  .object({
    id: z.number().int(),
    identity_id: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    avatar_url: z.string().nullable(),
    country_code: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    notification_subscriber_id: z
      .string()
      .optional()
      .describe('The stable notification subscriber id (spec §3), on sync'),
  })
  .meta({ id: 'Customer' });

/** The web sends no body (or `{}`); anything else is a mistake worth reporting. */
export const SyncIdentityBodySchema = z.strictObject({}).nullish();

export const CheckExistenceBodySchema = z
  .strictObject({
    email: z.string().trim().toLowerCase().email().max(320).optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'Expected a phone number')
      .optional(),
  })
  .refine((body) => Boolean(body.email) !== Boolean(body.phone), {
    message: 'Send exactly one of email or phone',
  });

export const CheckExistenceResponseSchema = z.object({ data: z.object({ exists: z.boolean() }) });
