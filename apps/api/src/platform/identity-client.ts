import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ServiceUnavailable } from './errors.ts';

/** The parts of a Kratos session the commerce API relies on; the rest is ignored. */
export const IdentitySessionSchema = z.object({
  id: z.string(),
  active: z.boolean().optional(),
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
      .object({ is_impersonate_identity: z.boolean().optional() })
      .passthrough()
      .nullable()
      .optional(),
  }),
});

export type IdentitySession = z.infer<typeof IdentitySessionSchema>;

/** How a caller proves who it is: the browser's session cookie or a native session token. */
export type SessionCredential = { cookie: string } | { token: string };

const MAX_CACHED_SESSIONS = 10_000;

/**
 * Asks the identity service (Ory Kratos public API, `GET /sessions/whoami`) who a caller is,
 * and remembers the answer briefly so a page's burst of calls costs one round trip.
 */
export class IdentityClient {
  private readonly cache = new Map<string, { session: IdentitySession | null; until: number }>();

  constructor(
    private readonly baseUrl: string,
    private readonly cacheMs: number,
  ) {}

  async whoami(credential: SessionCredential): Promise<IdentitySession | null> {
    const key = createHash('sha256')
      .update('cookie' in credential ? `c:${credential.cookie}` : `t:${credential.token}`)
      .digest('hex');
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.session;

    const headers: Record<string, string> = { accept: 'application/json' };
    if ('cookie' in credential) headers.cookie = `ory_kratos_session=${credential.cookie}`;
    else headers['x-session-token'] = credential.token;

    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/sessions/whoami`, {
        headers,
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      throw new ServiceUnavailable('The sign-in service cannot be reached. Please try again.');
    }
    let session: IdentitySession | null = null;
    if (response.ok) {
      const parsed = IdentitySessionSchema.safeParse(await response.json());
      session = parsed.success && parsed.data.active !== false ? parsed.data : null;
    } else if (response.status !== 401 && response.status !== 403) {
      throw new ServiceUnavailable('The sign-in service is not answering. Please try again.');
    }
    this.remember(key, session);
    return session;
  }

  private remember(key: string, session: IdentitySession | null): void {
    if (this.cacheMs <= 0) return;
    if (this.cache.size >= MAX_CACHED_SESSIONS) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, { session, until: Date.now() + this.cacheMs });
  }
}
