import { Configuration, FetchError, FrontendApi, ResponseError } from '@ory/client-fetch';
import { NetworkError } from '../api-error.ts';
import { IDENTITY_PREFIX } from '@crossport/edge/identity-paths';
import { identityErrorFrom } from './errors.ts';

/**
 * The browser's identity client: the official Kratos SDK pointed at the web origin's
 * `/api/.ory` proxy, cookies included, so it works the same against real Ory Kratos.
 */
export const frontendApi = new FrontendApi(
  new Configuration({
    basePath: IDENTITY_PREFIX,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  }),
);

/**
 * SDK failures in the commerce client's error types, so the retry rule of spec §8 and the
 * error states treat identity and commerce calls alike. Kratos' `{ error: { id, code,
 * message } }` keeps its id as the code.
 */
export async function toIdentityError(error: unknown): Promise<unknown> {
  if (error instanceof FetchError) return new NetworkError(error.cause);
  if (!(error instanceof ResponseError)) return error;
  return identityErrorFrom(error.response);
}
