import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-error.ts';
import { attemptFor, attemptIsOver } from './attempt.ts';

let counter = 0;
const newKey = () => `key-${(counter += 1)}`;

describe('payment attempts', () => {
  it('keeps the key when the same payment is tried again', () => {
    const first = attemptFor(null, { gateway: 'wallet', target: 1 }, newKey);
    const again = attemptFor(first, { gateway: 'wallet', target: 1 }, newKey);
    expect(again.key).toBe(first.key);
  });

  it('makes a new key for another gateway or amount', () => {
    const first = attemptFor(null, { gateway: 'wallet', target: 1 }, newKey);
    const other = attemptFor(first, { gateway: 'bkash', target: 1 }, newKey);
    expect(other.key).not.toBe(first.key);
  });

  it('uses a random UUID by default', () => {
    expect(attemptFor(null, {}).key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ends the attempt only when the API refused it on its merits', () => {
    const refused = new ApiError(422, { code: 'insufficient_balance', message: 'Too low' });
    const inFlight = new ApiError(409, {
      code: 'idempotency_request_in_progress',
      message: 'Still running',
    });
    const broken = new ApiError(502, { code: 'http_error', message: 'Bad gateway' });
    expect(attemptIsOver(refused)).toBe(true);
    expect(attemptIsOver(inFlight)).toBe(false);
    expect(attemptIsOver(broken)).toBe(false);
    expect(attemptIsOver(new NetworkError(new TypeError('fetch failed')))).toBe(false);
  });
});
