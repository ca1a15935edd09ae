import type { z } from 'zod';
import { DomainError, Unauthenticated } from '../../platform/errors.ts';
import type { IdentitySession } from '../../platform/identity-client.ts';
import type { CustomerProfile, CustomerRow, CustomersRepository } from './repository.ts';
import type { CustomerSchema } from './schemas.ts';

type Customer = z.infer<typeof CustomerSchema>;

/**
 * 401: the account was closed (the identity is deleted then; a session cached before that is
 * refused too). The web signs the visitor out.
 */
export class AccountClosed extends DomainError {
  constructor() {
    super(401, 'account_closed', 'This account was closed.');
  }
}

/** 412: the web logs "Sync ignored" and carries on (spec §8). */
export class SyncIgnored extends DomainError {
  constructor(reason: string) {
    super(412, 'sync_ignored', reason);
  }
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    identity_id: row.identityId,
    email: row.email,
    email_verified: row.emailVerified,
    name: row.name,
    phone: row.phone,
    avatar_url: row.avatarUrl,
    country_code: row.countryCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Spec §4: an email is verified only if the verifiable address equal to it is verified. */
export function isEmailVerified(session: IdentitySession): boolean {
  const email = session.identity.traits.email?.toLowerCase();
  return Boolean(
    email &&
    session.identity.verifiable_addresses?.some(
      (address) => address.value.toLowerCase() === email && address.verified,
    ),
  );
}

/** The customer profile an identity session describes. */
export function profileFromSession(session: IdentitySession): CustomerProfile {
  const { traits } = session.identity;
  return {
    identityId: session.identity.id,
    email: traits.email?.toLowerCase() ?? null,
    emailVerified: isEmailVerified(session),
    name: traits.name ?? null,
    phone: traits.phone ?? null,
    avatarUrl: traits.avatar ?? null,
    countryCode: traits.country?.toUpperCase().slice(0, 2) ?? null,
  };
}

export function createCustomersService(repository: CustomersRepository) {
  return {
    /** Mirrors the signed-in identity into the commerce database (created or refreshed). */
    async syncIdentity(session: IdentitySession | null): Promise<Customer> {
      if (!session) throw new Unauthenticated();
      if (session.identity.metadata_public?.is_impersonate_identity) {
        // Staff acting as a customer must not overwrite the customer's own profile.
        throw new SyncIgnored('Impersonated identities are not synced.');
      }
      const existing = await repository.findByIdentity(session.identity.id);
      if (existing?.closedAt) throw new AccountClosed();
      return toCustomer(await repository.upsertByIdentity(profileFromSession(session)));
    },

    async exists(query: { email?: string; phone?: string }): Promise<boolean> {
      return query.email
        ? repository.existsBy('email', query.email)
        : repository.existsBy('phone', query.phone as string);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
