import { Configuration, FetchError, FrontendApi, ResponseError } from '@ory/client-fetch';
import { ApiError, NetworkError, toApiError } from '../api-error.ts';
import { IDENTITY_PREFIX } from '../upstream.ts';

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
  const response = error.response.clone();
  try {
    const body: unknown = await error.response.json();
    const inner = (body as { error?: { id?: string; reason?: string; message?: string } }).error;
    if (inner?.message) {
      return new ApiError(error.response.status, {
        code: inner.id ?? String(error.response.status),
        message: inner.reason ?? inner.message,
        details: body,
      });
    }
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return toApiError(response);
}

/** Whether an error is the identity service saying "no (valid) session". */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
