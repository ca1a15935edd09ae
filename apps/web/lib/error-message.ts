import { ApiError, NetworkError, errorCategory, type ErrorCategory } from './api-error.ts';

/** The translated sentences of the `apiErrors` messages block. */
export interface ErrorSentences {
  category: (category: ErrorCategory) => string;
  network: (failure: NetworkError['failure']) => string;
  status: (status: number) => string;
  /** Our own sentence for an API error code we know by name (in the page's language), if any. */
  known?: (code: string) => string | null;
}

/** What the customer reads about a failed call: the category's sentence, and the detail. */
export interface ErrorMessage {
  category: ErrorCategory;
  /** The category's generic sentence (spec §8). */
  title: string;
  /** The API's own sentence, or spec §8's generic network sentence, when there is one. */
  detail: string | null;
}

/**
 * Sorts a failure into its category. The API's envelope sentence is kept as the detail for
 * mistakes the customer can fix (invalid request, conflict, not found); a body that is not
 * ours becomes "request failed with status code N", and a call that got no answer says why.
 */
export function describeError(error: unknown, sentences: ErrorSentences): ErrorMessage {
  const category = errorCategory(error);
  const title = sentences.category(category);
  let detail: string | null = null;
  const known = error instanceof ApiError ? (sentences.known?.(error.code) ?? null) : null;
  if (known) detail = known;
  else if (error instanceof NetworkError) detail = sentences.network(error.failure);
  else if (error instanceof ApiError && error.code === 'http_error') {
    detail = sentences.status(error.status);
  } else if (
    error instanceof ApiError &&
    (category === 'invalidRequest' || category === 'conflict' || category === 'notFound')
  ) {
    detail = error.message;
  }
  return { category, title, detail };
}

/** One line for a toast or an inline note: the specific sentence when there is one. */
export function errorLine(message: ErrorMessage): string {
  if (!message.detail) return message.title;
  if (message.category === 'network' || message.category === 'server') {
    return `${message.title} (${message.detail})`;
  }
  return message.detail;
}
