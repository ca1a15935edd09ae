import { z } from 'zod';
import { SerialId, SerialIdParam } from '../../platform/schemas.ts';

/** Who is looking is the signed-in staff member (kept with the session), never a body field. */
export const ImpersonationBodySchema = z.strictObject({
  customer_id: SerialId,
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
