import { z } from 'zod';
import { SerialId, SerialIdParam } from '../../platform/schemas.ts';

export const ImpersonationBodySchema = z.strictObject({
  customer_id: SerialId,
  staff: z.string().trim().min(1).max(100).describe('Who is looking (kept with the session)'),
  reason: z.string().trim().min(3).max(500).describe('Why: a ticket number, the question asked'),
});

export const ImpersonationGrantSchema = z
  .object({
    redeem_url: z
      .string()
      .describe('Open once in a browser within minutes: a read-only session as the customer'),
    expires_at: z.string(),
  })
  .meta({ id: 'ImpersonationGrant' });

export const ByUserQuerySchema = z.strictObject({ customer_id: SerialIdParam });

export const ImpersonationSessionsSchema = z
  .object({
    sessions: z.array(
      z.object({
        id: z.string(),
        active: z.boolean(),
        issued_at: z.string(),
        expires_at: z.string(),
        impersonated_by: z.string(),
      }),
    ),
    refused_writes: z.array(
      z.object({
        session_id: z.string(),
        method: z.string(),
        path: z.string(),
        at: z.string(),
      }),
    ),
  })
  .meta({ id: 'ImpersonationSessions' });
