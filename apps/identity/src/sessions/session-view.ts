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
    identity: identityView(identity, config),
    devices: session.devices,
  };
}

export type SessionView = ReturnType<typeof sessionView>;
