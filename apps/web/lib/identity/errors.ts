import { ApiError, toApiError } from '../api-error.ts';

/**
 * An identity service answer that is not a success, in the commerce client's error type, so
 * identity and commerce calls share spec §8's retry rule and error states. Kratos' `{ error:
 * { id, code, message } }` keeps its id as the code. No SDK here: every page loads this.
 */
export async function identityErrorFrom(response: Response): Promise<unknown> {
  const copy = response.clone();
  try {
    const body: unknown = await response.json();
    const inner = (body as { error?: { id?: string; reason?: string; message?: string } }).error;
    if (inner?.message) {
      return new ApiError(response.status, {
        code: inner.id ?? String(response.status),
        message: inner.reason ?? inner.message,
        details: body,
      });
    }
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return toApiError(copy);
}
