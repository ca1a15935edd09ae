import { z } from 'zod';

export const ProviderParamsSchema = z.strictObject({
  provider: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'A provider code')
    .describe('The provider, e.g. livestream'),
});

export const ThirdPartyIdentityBodySchema = z.strictObject({
  session_id: z
    .string()
    .trim()
    .min(1)
    .max(512)
    .describe('A session at the provider (their SDK hands it to the app) to link to you'),
});

export const ThirdPartyIdentitySchema = z
  .object({
    provider: z.string(),
    subject: z.string().describe('Your account at the provider'),
    display_name: z.string().nullable(),
    linked_at: z.string(),
  })
  .meta({ id: 'ThirdPartyIdentity' });
