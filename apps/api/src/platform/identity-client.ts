import { createHash } from 'node:crypto';
import { z } from 'zod';
import { Forbidden, ServiceUnavailable } from './errors.ts';
import { SessionCache } from './session-cache.ts';
import type { RevocationNotice } from '@crossport/db/session-revocation-notice';

/** The parts of a Kratos session the commerce API relies on; the rest is ignored. */
export const IdentitySessionSchema = z.object({
  id: z.string(),
  active: z.boolean().optional(),
  expires_at: z.string().optional(),
  /** aal2 once the second factor (TOTP) was given in this session; staff routes need it. */
  authenticator_assurance_level: z
    .enum(['aal0', 'aal1', 'aal2', 'aal3'])
    .optional()
    .catch(undefined),
  identity: z.object({
    id: z.string(),
    traits: z
      .object({
        email: z.string().optional(),
        name: z.string().optional(),
        phone: z.string().optional(),
        avatar: z.string().optional(),
        country: z.string().optional(),
      })
      .passthrough(),
    verifiable_addresses: z
      .array(z.object({ value: z.string(), verified: z.boolean() }).passthrough())
      .optional(),
    metadata_public: z
      .object({
        is_impersonate_identity: z.boolean().optional(),
        notification_subscriber_id: z
          .string()
          .regex(/^[A-Za-z0-9_-]{8,40}$/)
          .optional()
          .catch(undefined),
      })
      .passthrough()
      .nullable()
      .optional(),
  }),
});

export type IdentitySession = z.infer<typeof IdentitySessionSchema>;

/**
 * Signed in with the password only, while the identity has a second factor: Kratos's whoami
 * (`required_aal: highest_available`) answers 403 `session_aal2_required`. Staff routes said
 * the same before whoami did (staff-auth.ts), and the back office moves to its code step on it.
 */
export class SecondFactorRequired extends Forbidden {
  constructor() {
    super(
      'Confirm it is you with the code from your authenticator app first.',
      'second_factor_required',
    );
  }
}

async function secondFactorMissing(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => null)) as { error?: { id?: unknown } } | null;
  return body?.error?.id === 'session_aal2_required';
}

/** How a caller proves who it is: the browser's session cookie or a native session token. */
export type SessionCredential = { cookie: string } | { token: string };

const MAX_CACHED_SESSIONS = 10_000;

/** Where revocation notices come from (the PostgreSQL listener, see session-revocations.ts). */
export interface RevocationSource {
  /** True once every revocation committed before the call has reached `revoked`. */
  caughtUp(): Promise<boolean>;
}

/**
 * Asks the identity service (Ory Kratos public API, `GET /sessions/whoami`) who a caller is,
 * and remembers the answer briefly so a page's burst of calls costs one round trip. A
 * remembered answer is served only when the revocation source has caught up, so a logout or
 * a revoked session is refused on the very next call; without a source nothing is cached.
 */
export class IdentityClient {
  private readonly cache: SessionCache<IdentitySession>;
  private revocations: RevocationSource | undefined;

  constructor(
    private readonly baseUrl: string,
    cacheMs: number,
  ) {
    this.cache = new SessionCache(cacheMs, MAX_CACHED_SESSIONS);
  }

  hearRevocationsFrom(source: RevocationSource): void {
    this.revocations = source;
  }

  /** A session (or all of an identity's) ended: forget every answer about it. */
  revoked(notice: RevocationNotice): void {
    this.cache.evict(notice);
  }

  /** Notices may have been missed (the listener lost or regained its connection). */
  forgetAll(): void {
    this.cache.clear();
  }

  async whoami(credential: SessionCredential): Promise<IdentitySession | null> {
    const key = createHash('sha256')
      .update('cookie' in credential ? `c:${credential.cookie}` : `t:${credential.token}`)
      .digest('hex');
    if (this.revocations && this.cache.get(key) !== undefined) {
      // Notices already sent are handled before this resolves, evicting what they concern.
      if (await this.revocations.caughtUp()) {
        const cached = this.cache.get(key);
        if (cached !== undefined) return cached;
      }
    }
    const generation = this.cache.generation();

    const headers: Record<string, string> = { accept: 'application/json' };
    if ('cookie' in credential) headers.cookie = `ory_kratos_session=${credential.cookie}`;
    else headers['x-session-token'] = credential.token;

    const ask = () =>
      fetch(`${this.baseUrl}/sessions/whoami`, { headers, signal: AbortSignal.timeout(5_000) });
    let response: Response;
    try {
      response = await ask().catch((error: unknown) => {
        // A kept-alive connection the identity service closed just as we reused it fails at
        // once (ECONNRESET): asking again on a new one is safe, whoami changes nothing. A
        // timeout is not retried, so a hung service costs one wait, not two.
        if (error instanceof Error && error.name === 'TimeoutError') throw error;
        return ask();
      });
    } catch {
      throw new ServiceUnavailable('The sign-in service cannot be reached. Please try again.');
    }
    let session: IdentitySession | null = null;
    if (response.ok) {
      const parsed = IdentitySessionSchema.safeParse(await response.json());
      session = parsed.success && parsed.data.active !== false ? parsed.data : null;
    } else if (response.status === 403 && (await secondFactorMissing(response))) {
      // Not cached: the same credential is good the moment the code is given, and this answer
      // names no session a notice could evict it by.
      throw new SecondFactorRequired();
    } else if (response.status !== 401 && response.status !== 403) {
      throw new ServiceUnavailable('The sign-in service is not answering. Please try again.');
    }
    if (this.revocations) this.cache.store(key, session, generation);
    return session;
  }
}
