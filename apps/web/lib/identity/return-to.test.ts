import { describe, expect, it } from 'vitest';
import { absoluteReturnTo, firstParam, localReturnPath, requestOrigin } from './return-to.ts';

const origin = 'https://shop.example';

describe('return_to handling', () => {
  it('turns a same-site path into an absolute URL on our origin', () => {
    expect(absoluteReturnTo('/dashboard?tab=1', origin)).toBe(
      'https://shop.example/dashboard?tab=1',
    );
  });

  it('keeps an absolute URL on our origin and reads it back as a path', () => {
    expect(absoluteReturnTo('https://shop.example/cart', origin)).toBe('https://shop.example/cart');
    expect(localReturnPath('https://shop.example/cart#top', origin)).toBe('/cart#top');
  });

  it('drops other sites, protocol-relative paths and garbage', () => {
    expect(absoluteReturnTo('https://evil.example/cart', origin)).toBeNull();
    expect(absoluteReturnTo('//evil.example', origin)).toBeNull();
    expect(absoluteReturnTo('javascript:alert(1)', origin)).toBeNull();
    expect(absoluteReturnTo('not a url', origin)).toBeNull();
    expect(absoluteReturnTo(undefined, origin)).toBeNull();
  });

  it('reads the first of repeated parameters', () => {
    expect(firstParam(['/a', '/b'])).toBe('/a');
    expect(firstParam(undefined)).toBeUndefined();
  });

  it('derives the visible origin, preferring forwarded headers', () => {
    expect(requestOrigin(new Headers({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
    expect(
      requestOrigin(
        new Headers({
          host: 'web:3000',
          'x-forwarded-host': 'shop.example',
          'x-forwarded-proto': 'https',
        }),
      ),
    ).toBe('https://shop.example');
  });
});

describe('return_to with whitespace and control characters', () => {
  it.each(['/\t/evil.example', '/\n/evil', '/%09/evil.example', '/\\evil.example'])(
    'drops %j as a path and as a URL on our origin',
    (path) => {
      expect(localReturnPath(path, origin)).toBeNull();
      expect(absoluteReturnTo(path, origin)).toBeNull();
      expect(localReturnPath(`${origin}${path}`, origin)).toBeNull();
    },
  );
});

describe('return_to open-redirect tricks on the storefront (issue #28)', () => {
  it.each([
    ['our origin as a user name', `${origin}@evil.example/cart`],
    ['our origin as a subdomain', `${origin}.evil.example/cart`],
    ['a protocol-relative URL', '//evil.example/cart'],
    ['a backslash path', '/\\evil.example'],
    ['an encoded protocol-relative path', '/%2F%2Fevil.example'],
    ['a double-encoded one', '/%252F%252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a path with no leading slash, encoded', '%2F%2Fevil.example'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['another scheme without slashes', 'https:evil.example'],
    ['an encoded path on our own origin', `${origin}/%2F%2Fevil.example`],
  ])('drops %s', (_trick, value) => {
    expect(localReturnPath(value, origin)).toBeNull();
    expect(absoluteReturnTo(value, origin)).toBeNull();
  });
});
