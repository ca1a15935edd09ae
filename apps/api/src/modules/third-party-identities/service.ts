import { DomainError } from '../../platform/errors.ts';
import { introspectSession } from './introspection.ts';
import { providerSettings } from './providers.ts';
import type { ThirdPartyIdentitiesRepository } from './repository.ts';

/** Linking a third-party session (spec §7 "third-party identity") to the signed-in customer. */
export function createThirdPartyIdentitiesService(deps: {
  repository: ThirdPartyIdentitiesRepository;
  env: Readonly<Record<string, unknown>>;
}) {
  return {
    forgetCustomer: deps.repository.forgetCustomer,
    async link(customerId: number, provider: string, sessionId: string) {
      // Unknown, or known but not set up here: either way nothing to link to (404).
      const settings = providerSettings(provider, deps.env);
      if (!settings) {
        throw new DomainError(
          404,
          'provider_not_available',
          `Linking accounts of "${provider}" is not available here.`,
        );
      }
      const verified = await introspectSession(settings, sessionId);
      const row = await deps.repository.link({
        customerId,
        provider,
        subject: verified.subject,
        displayName: verified.displayName,
      });
      if (!row) {
        throw new DomainError(
          409,
          'third_party_identity_taken',
          'That account at the provider is already linked to another Crossport customer.',
        );
      }
      return {
        provider: row.provider,
        subject: row.subject,
        display_name: row.displayName,
        linked_at: row.linkedAt.toISOString(),
      };
    },
  };
}

export type ThirdPartyIdentitiesService = ReturnType<typeof createThirdPartyIdentitiesService>;
