import { ApiError } from './api-error.ts';

/**
 * The `Idempotency-Key` of a money-moving form, one per attempt. Submitting the same body again
 * after no answer (offline, a timeout, a 5xx the API rolled back) is a retry of that attempt and
 * reuses its key, so the API runs it at most once. Any answer it gave (success, or a refusal it
 * keeps for the key, such as insufficient funds) ends the attempt, and so does a changed body:
 * the next submit is a new attempt with a new key.
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let attempt: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (attempt?.body !== text) attempt = { body: text, key: newKey() };
      return attempt.key;
    },
    /** Call with the outcome of the request the key was sent with (an error, or nothing). */
    settle(error?: unknown): void {
      if (!isUnanswered(error)) attempt = null;
    },
  };
}

/** No answer, or one that claimed nothing: a 5xx frees the key, a 409 in progress still runs. */
function isUnanswered(error: unknown): boolean {
  if (error === undefined) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.code === 'idempotency_request_in_progress';
}
