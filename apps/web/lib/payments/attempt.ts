import { ApiError } from '../api-error.ts';

/**
 * One payment attempt and its Idempotency-Key. The key is made once per attempt and sent
 * again when the customer retries the same payment after an unknown outcome (no answer, a 5xx,
 * the first request still running), so the API replays its first answer instead of charging
 * twice. A different payment (another gateway or amount) is a new attempt with a new key.
 */
export interface Attempt {
  key: string;
  /** What is being paid, as text: the same text means the same attempt. */
  request: string;
}

export function attemptFor(
  previous: Attempt | null,
  request: unknown,
  newKey: () => string = () => crypto.randomUUID(),
): Attempt {
  const text = JSON.stringify(request);
  return previous?.request === text ? previous : { key: newKey(), request: text };
}

/**
 * Whether an attempt's outcome is known after this failure, so the next try is a new attempt:
 * the API refused it on its merits (a 4xx other than "the first request is still running").
 * A network failure or a 5xx may have charged: the retry keeps the key.
 */
export function attemptIsOver(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status >= 500) return false;
  return error.code !== 'idempotency_request_in_progress';
}
