/** Failures of commerce calls, sorted into the categories of spec §8. */

export interface ApiErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

/** The API answered with an error status (`{ error: { code, message, details? } }`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }

  get code(): string {
    return this.body.code;
  }
}

/** No response arrived at all: offline, DNS, refused connection, aborted. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('Network error', { cause });
  }
}

/** Reads the error envelope, falling back to a generic sentence when the body is not ours. */
export async function toApiError(response: Response): Promise<ApiError> {
  const fallback: ApiErrorBody = {
    code: 'http_error',
    message: `Request failed with status code ${response.status}`,
  };
  try {
    const parsed: unknown = await response.json();
    if (isErrorEnvelope(parsed)) return new ApiError(response.status, parsed.error);
  } catch {
    // A proxy's HTML error page or an empty body: keep the generic sentence.
  }
  return new ApiError(response.status, fallback);
}

function isErrorEnvelope(value: unknown): value is { error: ApiErrorBody } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
