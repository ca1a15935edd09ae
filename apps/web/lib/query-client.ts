import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-error.ts';

/** Spec §9: data is cached and deduplicated for an hour. */
export const CACHE_MS = 3_600_000;
/** Spec §8: up to 3 retries, one second apart, only for gateway trouble or no response. */
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1_000;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && RETRYABLE_STATUSES.has(error.status);
}

/** TanStack asks before each retry; `failureCount` is how many retries already happened. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error);
}

/** `onError` hears every failed query and mutation (e.g. to notice an ended session). */
export function makeQueryClient(onError: (error: unknown) => void = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: CACHE_MS,
        gcTime: CACHE_MS,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
      },
      mutations: { retry: false },
    },
  });
}
