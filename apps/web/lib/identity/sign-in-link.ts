import { ApiError } from '../api-error.ts';

const AUTH_PAGES = /^\/(login|registration|recovery|verification|error)(\/|$)/;

/**
 * Whether the session check failed only for want of the second factor: the identity service
 * (Kratos's whoami with `required_aal: highest_available`) refuses a password-only session of
 * an account with an authenticator app, 403 `session_aal2_required`.
 */
export function needsSecondFactor(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'session_aal2_required';
}

/**
 * Where "Sign in" leads from this page: back here afterwards (not from the home page or an
 * auth page), and to the authenticator code rather than the password when that is all the
 * session lacks.
 */
export function signInHref(pathname: string | null, secondFactor = false): string {
  const query: string[] = [];
  if (secondFactor) query.push('aal=aal2');
  if (pathname && pathname !== '/' && !AUTH_PAGES.test(pathname)) {
    query.push(`return_to=${encodeURIComponent(pathname)}`);
  }
  return query.length > 0 ? `/login?${query.join('&')}` : '/login';
}
