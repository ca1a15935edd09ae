import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, apiErrorFrom, errorCategory } from './api-error.ts';
import { describeError, errorLine, type ErrorSentences } from './error-message.ts';

const sentences: ErrorSentences = {
  category: (category) => `[${category}]`,
  network: (failure) => `<${failure}>`,
  status: (status) => `Request failed with status code ${status}`,
};

function apiError(status: number, message = 'Told by the API'): ApiError {
  return new ApiError(status, { code: 'some_code', message });
}

describe('error categories (spec §8)', () => {
  it.each([
    [400, 'invalidRequest'],
    [422, 'invalidRequest'],
    [413, 'invalidRequest'],
    [401, 'authentication'],
    [403, 'permission'],
    [404, 'notFound'],
    [410, 'notFound'],
    [409, 'conflict'],
    [412, 'conflict'],
    [429, 'server'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
  ] as const)('sorts status %i as %s', (status, category) => {
    expect(errorCategory(apiError(status))).toBe(category);
  });

  it('sorts a call without an answer as network, and anything unknown as server', () => {
    expect(errorCategory(new NetworkError(new TypeError('Failed to fetch')))).toBe('network');
    expect(errorCategory(new Error('bug'))).toBe('server');
  });
});

describe('generic network failures (spec §8)', () => {
  it.each([
    [new TypeError('Failed to fetch'), 'network'],
    [new DOMException('The user aborted a request.', 'AbortError'), 'aborted'],
    [new DOMException('signal timed out', 'TimeoutError'), 'timeout'],
    [new TypeError('fetch failed', { cause: new Error('unknown scheme') }), 'unsupported_protocol'],
    [new TypeError('URL scheme "ftp" is not supported.'), 'unsupported_protocol'],
  ] as const)('names %s as %s', (cause, failure) => {
    const error = new NetworkError(cause);
    expect(error.failure).toBe(failure);
    expect(describeError(error, sentences)).toEqual({
      category: 'network',
      title: '[network]',
      detail: `<${failure}>`,
    });
  });

  it('says "request failed with status code N" for an answer that is not ours', () => {
    const message = describeError(apiErrorFrom(502, '<html>'), sentences);
    expect(message).toEqual({
      category: 'server',
      title: '[server]',
      detail: 'Request failed with status code 502',
    });
    expect(errorLine(message)).toBe('[server] (Request failed with status code 502)');
  });
});

describe('what the customer reads', () => {
  it('keeps the API sentence for mistakes the customer can fix', () => {
    expect(errorLine(describeError(apiError(422, 'Coupon expired'), sentences))).toBe(
      'Coupon expired',
    );
    expect(errorLine(describeError(apiError(409, 'No longer cancellable'), sentences))).toBe(
      'No longer cancellable',
    );
  });

  it('shows only the generic sentence for sign-in, permission and server trouble', () => {
    expect(errorLine(describeError(apiError(401), sentences))).toBe('[authentication]');
    expect(errorLine(describeError(apiError(403), sentences))).toBe('[permission]');
    expect(errorLine(describeError(apiError(500, 'stack'), sentences))).toBe('[server]');
  });

  it('says in our own words what a known error code means, whatever its category', () => {
    const known: ErrorSentences = {
      ...sentences,
      known: (code) => (code === 'impersonation_read_only' ? '{read-only}' : null),
    };
    const readOnly = new ApiError(403, { code: 'impersonation_read_only', message: 'English' });
    expect(errorLine(describeError(readOnly, known))).toBe('{read-only}');
    expect(errorLine(describeError(apiError(403), known))).toBe('[permission]');
  });
});
