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

/** Spec §8's generic network failures, each with its own sentence for the customer. */
export type NetworkFailure = 'network' | 'aborted' | 'timeout' | 'unsupported_protocol';

/** No response arrived at all: offline, DNS, refused connection, aborted, timed out. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly failure: NetworkFailure;

  constructor(cause: unknown) {
    const failure = networkFailureOf(cause);
    super(NETWORK_SENTENCES[failure], { cause });
    this.failure = failure;
  }
}

/** The English sentences of spec §8, kept for logs; customers read the translated ones. */
const NETWORK_SENTENCES: Record<NetworkFailure, string> = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: 'timeout exceeded',
  unsupported_protocol: 'Unsupported protocol',
};

function networkFailureOf(cause: unknown): NetworkFailure {
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : '';
  if (name === 'AbortError') return 'aborted';
  if (name === 'TimeoutError') return 'timeout';
  const message = cause instanceof Error ? `${cause.message} ${String(cause.cause ?? '')}` : '';
  if (/unknown scheme|not supported|unsupported protocol|invalid url scheme/i.test(message)) {
    return 'unsupported_protocol';
  }
  return 'network';
}

/** Spec §8 "request failed with status code N": the sentence when the body is not ours. */
export function statusSentence(status: number): string {
  return `Request failed with status code ${status}`;
}

/** An ApiError from a status and an already read body (JSON, text or nothing). */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (isErrorEnvelope(body)) return new ApiError(status, body.error);
  // A proxy's HTML error page or an empty body: keep the generic sentence.
  return new ApiError(status, { code: 'http_error', message: statusSentence(status) });
}

/** Reads the error envelope of a raw response. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return apiErrorFrom(response.status, body);
}

function isErrorEnvelope(value: unknown): value is { error: ApiErrorBody } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

/** The categories a customer is told about (spec §8), each with one generic message. */
export type ErrorCategory =
  | 'invalidRequest'
  | 'authentication'
  | 'permission'
  | 'notFound'
  | 'conflict'
  | 'server'
  | 'network';

export function errorCategory(error: unknown): ErrorCategory {
  if (error instanceof NetworkError) return 'network';
  if (!(error instanceof ApiError)) return 'server';
  const { status } = error;
  if (status === 401) return 'authentication';
  if (status === 403) return 'permission';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 409 || status === 412) return 'conflict';
  // Too many requests and a timed-out request are the server asking for patience, not a
  // mistake in what the customer sent.
  if (status === 408 || status === 429 || status >= 500) return 'server';
  return 'invalidRequest';
}
