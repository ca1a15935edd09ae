import type { Session } from '@ory/client-fetch';
import { NetworkError } from '../api-error.ts';
import { IDENTITY_PREFIX } from '@crossport/edge/identity-paths';
import { identityErrorFrom } from './errors.ts';

/**
 * `GET /sessions/whoami` through the web origin's `/api/.ory` proxy: the session, or null when
 * the visitor has none (401). A plain fetch rather than the Kratos SDK, because every page asks
 * it and the SDK is 30 KB of script the other pages never use.
 */
export async function fetchSession(
  signal: AbortSignal,
  request: typeof fetch = (...args) => fetch(...args),
): Promise<Session | null> {
  let response: Response;
  try {
    response = await request(`${IDENTITY_PREFIX}/sessions/whoami`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new NetworkError(cause);
  }
  if (response.status === 401) return null;
  if (!response.ok) throw await identityErrorFrom(response);
  return (await response.json()) as Session;
}
