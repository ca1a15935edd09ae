import { z } from 'zod';
import { DomainError, ServiceUnavailable } from '../../platform/errors.ts';
import type { ProviderSettings } from './providers.ts';

/** RFC 7662 §2.2: `active` is required; the rest is optional and what we keep of it. */
const IntrospectionSchema = z
  .object({
    active: z.boolean(),
    sub: z.string().min(1).max(200).optional(),
    username: z.string().max(200).optional(),
    exp: z.number().int().optional(),
  })
  .passthrough();

export interface VerifiedSession {
  subject: string;
  displayName: string | null;
}

/**
 * Asks the provider whether `sessionId` is a live session of theirs and whose: an RFC 7662
 * introspection request (form-encoded `token`, `token_type_hint`, HTTP Basic client
 * authentication). Inactive, expired or subject-less → 422; the provider unreachable or
 * answering nonsense → 503, so a customer never links an identity we could not verify.
 */
export async function introspectSession(
  settings: ProviderSettings,
  sessionId: string,
  now: Date = new Date(),
): Promise<VerifiedSession> {
  let response: Response;
  try {
    response = await fetch(settings.introspectionUrl, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(
          `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
        ).toString('base64')}`,
      },
      body: new URLSearchParams({ token: sessionId, token_type_hint: 'session_id' }).toString(),
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    throw new ServiceUnavailable('The provider cannot be reached to check the session.');
  }
  if (!response.ok) throw new ServiceUnavailable('The provider did not check the session.');
  const parsed = IntrospectionSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new ServiceUnavailable('The provider answered in a way we cannot read.');
  const answer = parsed.data;
  const expired = answer.exp !== undefined && answer.exp * 1000 <= now.getTime();
  if (!answer.active || expired || !answer.sub) {
    throw new DomainError(
      422,
      'third_party_session_invalid',
      'That session is not active at the provider. Sign in there again and retry.',
      [{ field: 'body.session_id', message: 'Not an active session' }],
    );
  }
  return { subject: answer.sub, displayName: answer.username ?? null };
}
