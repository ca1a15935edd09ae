import type { Traits } from '../identities/traits-schema.ts';
import type { PausedChange } from './settings-continuity.ts';
import type { UiContainer } from './ui.ts';

export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';

/** `browser` flows use cookies and CSRF; `api` flows are for native apps and return tokens. */
export type FlowType = 'browser' | 'api';

/** What a flow remembers between requests besides its form. */
export interface FlowData {
  refresh?: boolean;
  requestedAal?: 'aal1' | 'aal2';
  loginChallenge?: string;
  organization?: string;
  afterVerificationReturnTo?: string;
  /** The address a code was sent to (code login, verification, recovery). */
  address?: string;
  sessionTokenExchangeCode?: string;
  continueWith?: unknown[];
  transientPayload?: Record<string, unknown>;
  /** The authenticator app being linked in this settings flow, until a code proves it. */
  totpPendingUrl?: string;
  /** A settings change waiting for a refresh sign-in (Kratos's continuity container). */
  pausedChange?: PausedChange;
  /**
   * A sign-up waiting for the code mailed to its address: the identity is created only once
   * the code proves the address. Never shown in the flow's view; dropped when used.
   */
  pendingRegistration?: { traits: Traits; hashedPassword: string };
}

export interface Flow {
  id: string;
  kind: FlowKind;
  type: FlowType;
  state: string;
  active: string | null;
  csrfToken: string;
  ui: UiContainer;
  returnTo: string | null;
  requestUrl: string;
  identityId: string | null;
  data: FlowData;
  issuedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
