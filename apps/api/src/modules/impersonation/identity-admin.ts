import { z } from 'zod';
import { DomainError, ServiceUnavailable } from '../../platform/errors.ts';

const GrantSchema = z.object({ redeem_url: z.string().url(), expires_at: z.string() });
/** Kratos's listIdentities answer, reduced to what the staff screens use. */
const IdentitiesSchema = z.array(
  z.object({ id: z.uuid(), traits: z.object({ email: z.string() }).passthrough() }).passthrough(),
);
const SessionsSchema = z.array(
  z
    .object({
      id: z.string(),
      active: z.boolean(),
      expires_at: z.string(),
      issued_at: z.string(),
      impersonated_by: z.string().nullable().optional(),
    })
    .passthrough(),
);

/**
 * The identity service's admin API (Kratos's, on its own 127.0.0.1 port; docs/identity.md):
 * support's one-time impersonation grants, an identity's sessions, finding an identity by
 * email (to add it to the staff) and deleting one (account closure). Unset → 503, so an installation without it says so instead
 * of failing obscurely.
 */
export function createIdentityAdmin(baseUrl: string | undefined) {
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    if (!baseUrl) {
      throw new DomainError(
        503,
        'impersonation_unavailable',
        'This needs the identity admin API (IDENTITY_ADMIN_URL).',
      );
    }
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      throw new ServiceUnavailable('The identity admin API cannot be reached.');
    }
    if (response.status === 404) {
      throw new DomainError(404, 'not_found', 'The customer has no identity to view.');
    }
    if (!response.ok) throw new ServiceUnavailable('The identity admin API refused the call.');
    return response.json();
  }

  return {
    async grant(identityId: string, staff: string, reason: string) {
      return GrantSchema.parse(
        await call(`/admin/identities/${identityId}/impersonation`, {
          method: 'POST',
          body: JSON.stringify({ staff, reason }),
        }),
      );
    },
    async sessions(identityId: string) {
      return SessionsSchema.parse(await call(`/admin/identities/${identityId}/sessions`));
    },
    /**
     * Kratos's deleteIdentity (a customer closed their account): its credentials and sessions
     * go with it. Already gone counts as done, so a retried closure finishes.
     */
    async deleteIdentity(identityId: string): Promise<void> {
      if (!baseUrl) {
        throw new DomainError(
          503,
          'account_closure_unavailable',
          'Closing an account needs the identity admin API (IDENTITY_ADMIN_URL).',
        );
      }
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/admin/identities/${encodeURIComponent(identityId)}`, {
          method: 'DELETE',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(5_000),
        });
      } catch {
        throw new ServiceUnavailable('The identity admin API cannot be reached.');
      }
      if (response.status !== 204 && response.status !== 404) {
        throw new ServiceUnavailable('The identity admin API refused to delete the identity.');
      }
    },
    /** The identity that signs in with this email, or null. */
    async identityByEmail(email: string): Promise<{ id: string; email: string } | null> {
      const found = IdentitiesSchema.parse(
        await call(`/admin/identities?credentials_identifier=${encodeURIComponent(email)}`),
      )[0];
      return found ? { id: found.id, email: found.traits.email } : null;
    },
  };
}

export type IdentityAdmin = ReturnType<typeof createIdentityAdmin>;
