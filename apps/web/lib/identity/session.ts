import type { Identity, Session } from '@ory/client-fetch';
import { detectOs } from '../request-headers.ts';

/** What the identity traits schema (spec §3) gives us; every trait is optional in practice. */
export interface CustomerTraits {
  email?: string;
  name?: string | { first?: string; last?: string };
  phone?: string;
  avatar?: string;
  date_of_birth?: string;
  gender?: string;
  country?: string;
}

export function traitsOf(identity: Identity | undefined): CustomerTraits {
  const traits: unknown = identity?.traits;
  return typeof traits === 'object' && traits !== null ? (traits as CustomerTraits) : {};
}

/**
 * Spec §4: an email counts as verified only if the verifiable address equal to the identity's
 * email is marked verified — another verified address does not count.
 */
export function isEmailVerified(identity: Identity | undefined): boolean {
  const email = traitsOf(identity).email?.trim().toLowerCase();
  if (!email) return false;
  return (identity?.verifiable_addresses ?? []).some(
    (address) => address.value.trim().toLowerCase() === email && address.verified,
  );
}

/** The name the header greets the customer with: their name, else their email. */
export function displayName(identity: Identity | undefined): string {
  const { name, email } = traitsOf(identity);
  const full =
    typeof name === 'string'
      ? name
      : [name?.first, name?.last].filter((part) => part && part.trim()).join(' ');
  return full.trim() || email || '';
}

/** One or two letters for the avatar bubble. */
export function initials(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

/**
 * Spec §3/§6: support viewing a customer's account is flagged in the identity's public
 * metadata. Such a session is read-only; the page shows a banner.
 */
export function isImpersonated(session: Session): boolean {
  const metadata: unknown = session.identity?.metadata_public;
  return (
    typeof metadata === 'object' &&
    metadata !== null &&
    (metadata as { is_impersonate_identity?: unknown }).is_impersonate_identity === true
  );
}

/** Spec §3: the session's authentication method is the first entry's method. */
export function authenticationMethod(session: Session): string | undefined {
  return session.authentication_methods?.[0]?.method;
}

/** "Chrome on Windows" from a user agent; the parts we cannot tell are left out. */
export function describeDevice(userAgent: string | undefined): { browser?: string; os?: string } {
  if (!userAgent) return {};
  const browsers: Array<[RegExp, string]> = [
    [/Edg\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser/, 'Samsung Internet'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const os = detectOs(userAgent);
  return { browser, os: os === 'unknown' ? undefined : os };
}

/** Spec §4 auth states, plus the plain "not signed in" visitor. */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signedIn'; session: Session }
  | { status: 'signedOut' }
  | { status: 'error'; error: unknown };

export interface AuthInputs {
  /** The whoami answer: a session, null for "no session" (401), undefined while loading. */
  session: Session | null | undefined;
  sessionError: unknown;
  /** Syncing the identity to the commerce API failed (spec §8): an auth error too. */
  syncError: unknown;
}

/**
 * Loading while there is neither a session nor an error; signed in once one exists; an auth
 * error when retrieving or syncing the session failed — the session is then not used (§4, §8).
 */
export function authState({ session, sessionError, syncError }: AuthInputs): AuthState {
  if (sessionError) return { status: 'error', error: sessionError };
  if (session === undefined) return { status: 'loading' };
  if (session === null) return { status: 'signedOut' };
  if (syncError) return { status: 'error', error: syncError };
  return { status: 'signedIn', session };
}
