import type { IdentityConfig } from '../config.ts';
import type { Identity } from './identity.ts';

/** The identity as Kratos's public API shows it (`components.schemas.identity`). */
export function identityView(identity: Identity, config: IdentityConfig) {
  return {
    id: identity.id,
    schema_id: identity.schemaId,
    schema_url: `${config.publicUrl}/schemas/${identity.schemaId}`,
    state: identity.state,
    state_changed_at: (identity.stateChangedAt ?? identity.createdAt).toISOString(),
    traits: identity.traits,
    verifiable_addresses: identity.verifiableAddresses.map((address) => ({
      id: address.id,
      value: address.value,
      verified: address.verified,
      via: address.via,
      status: address.status,
      ...(address.verifiedAt ? { verified_at: address.verifiedAt.toISOString() } : {}),
      created_at: address.createdAt.toISOString(),
      updated_at: address.updatedAt.toISOString(),
    })),
    recovery_addresses: identity.recoveryAddresses.map((address) => ({
      id: address.id,
      value: address.value,
      via: address.via,
      created_at: address.createdAt.toISOString(),
      updated_at: address.updatedAt.toISOString(),
    })),
    metadata_public: identity.metadataPublic,
    organization_id: null,
    created_at: identity.createdAt.toISOString(),
    updated_at: identity.updatedAt.toISOString(),
  };
}
