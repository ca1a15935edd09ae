import { ApiError } from './api-error.ts';
import { isPrivatePath } from './sections.ts';

/**
 * Where to send a visitor whose API call answered 401 on a private page: the session cookie
 * let the page through, but the session behind it has ended (expired, revoked on another
 * device). Sign-in brings them back to the same page. Public pages keep their guest view.
 */
export function signInAfterExpiry(error: unknown, location: { pathname: string; search: string }) {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  if (!isPrivatePath(location.pathname)) return null;
  const login = new URLSearchParams({ return_to: `${location.pathname}${location.search}` });
  return `/login?${login.toString()}`;
}
