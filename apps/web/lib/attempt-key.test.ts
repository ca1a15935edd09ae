import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-error.ts';
import { createAttemptKeys } from './attempt-key.ts';

function keys() {
  let next = 0;
  return createAttemptKeys(() => `key-${++next}`);
}

describe('createAttemptKeys', () => {
  it('reuses the key when the same body is retried after no answer', () => {
    const attempt = keys();
    expect(attempt.keyFor({ amount: 100 })).toBe('key-1');
    attempt.settle(new NetworkError(new TypeError('fetch failed')));
    expect(attempt.keyFor({ amount: 100 })).toBe('key-1');
    attempt.settle(new ApiError(503, { code: 'unavailable', message: 'down' }));
    expect(attempt.keyFor({ amount: 100 })).toBe('key-1');
    attempt.settle(
      new ApiError(409, { code: 'idempotency_request_in_progress', message: 'running' }),
    );
    expect(attempt.keyFor({ amount: 100 })).toBe('key-1');
  });

  it('starts a new attempt after any answer the API keeps', () => {
    const attempt = keys();
    attempt.keyFor({ amount: 100 });
    attempt.settle();
    expect(attempt.keyFor({ amount: 100 })).toBe('key-2');
    attempt.settle(new ApiError(422, { code: 'insufficient_funds', message: 'Not enough' }));
    expect(attempt.keyFor({ amount: 100 })).toBe('key-3');
  });

  it('starts a new attempt when the body changes', () => {
    const attempt = keys();
    attempt.keyFor({ amount: 100 });
    attempt.settle(new NetworkError(new TypeError('fetch failed')));
    expect(attempt.keyFor({ amount: 200 })).toBe('key-2');
  });
});
