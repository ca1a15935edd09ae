import type { IdentityConfig } from '../config.ts';
import type { Identity } from '../identities/identity.ts';
import { identityView } from '../identities/identity-view.ts';
import type { SessionRow } from './session-repository.ts';

/** The session as Kratos's public API shows it (`components.schemas.session`). */
export function sessionView(session: SessionRow, identity: Identity, config: IdentityConfig) {
  return {
    id: session.id,
    active: session.active && session.expiresAt > new Date(),
    expires_at: session.expiresAt.toISOString(),
    authenticated_at: session.authenticatedAt.toISOString(),
    authenticator_assurance_level: session.aal,
    authentication_methods: session.authenticationMethods,
    issued_at: session.issuedAt.toISOString(),
    identity: impersonated(identityView(identity, config), session),
    devices: session.devices,
  };
}

/**
 * Spec §3/§6: an impersonated identity is flagged through public metadata. The flag belongs
 * to the session (support looking), not to the identity, so it is added to this view only.
 */
function impersonated(view: ReturnType<typeof identityView>, session: SessionRow) {
  if (!session.impersonatedBy) return view;
  return {
    ...view,
    metadata_public: { ...(view.metadata_public ?? {}), is_impersonate_identity: true },
  };
}
