import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error.ts';
import { CACHE_MS, makeQueryClient, shouldRetry } from './query-client.ts';

const gatewayTimeout = new ApiError(504, { code: 'gateway_timeout', message: 'upstream' });
const serverError = new ApiError(500, { code: 'internal_error', message: 'boom' });
const notFound = new ApiError(404, { code: 'not_found', message: 'missing' });

describe('shouldRetry', () => {
  it('retries only gateway errors and missing responses', () => {
    for (const status of [502, 503, 504]) {
      expect(shouldRetry(0, new ApiError(status, { code: 'x', message: 'x' }))).toBe(true);
    }
    expect(shouldRetry(0, new NetworkError(new TypeError('fetch failed')))).toBe(true);
    expect(shouldRetry(0, serverError)).toBe(false);
    expect(shouldRetry(0, notFound)).toBe(false);
    expect(shouldRetry(0, new Error('bug in a component'))).toBe(false);
  });

  it('stops after three retries', () => {
    expect(shouldRetry(2, gatewayTimeout)).toBe(true);
    expect(shouldRetry(3, gatewayTimeout)).toBe(false);
  });
});

describe('makeQueryClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('caches for an hour and never refetches on focus', () => {
    const queries = makeQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(CACHE_MS);
    expect(queries?.gcTime).toBe(3_600_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('tries a gateway failure four times in all, one second apart', async () => {
    const client = makeQueryClient();
    const attempts: number[] = [];
    const result = client
      .fetchQuery({
        queryKey: ['flaky'],
        queryFn: () => {
          attempts.push(Date.now());
          return Promise.reject(gatewayTimeout);
        },
      })
      .catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBe(gatewayTimeout);
    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((time, index) => time - (attempts[index] ?? 0));
    expect(gaps).toEqual([1_000, 1_000, 1_000]);
  });

  it('gives up at once on a server error', async () => {
    const client = makeQueryClient();
    const queryFn = vi.fn(() => Promise.reject(serverError));
    const result = client.fetchQuery({ queryKey: ['broken'], queryFn }).catch((error) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBe(serverError);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('serves a second request for the same key from the cache', async () => {
    const client = makeQueryClient();
    const queryFn = vi.fn(() => Promise.resolve({ data: ['BD', 'US'] }));
    await client.fetchQuery({ queryKey: ['regions'], queryFn });
    await vi.advanceTimersByTimeAsync(CACHE_MS - 1_000);
    await client.fetchQuery({ queryKey: ['regions'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('tells its error listener about failed queries and mutations', async () => {
    const heard: unknown[] = [];
    const client = makeQueryClient((error) => heard.push(error));
    await client
      .fetchQuery({ queryKey: ['gone'], queryFn: () => Promise.reject(notFound) })
      .catch(() => {});
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(serverError),
    });
    await mutation.execute(undefined).catch(() => {});
    expect(heard).toEqual([notFound, serverError]);
  });
});
