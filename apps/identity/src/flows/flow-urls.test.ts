import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { KratosError } from '../errors.ts';
import { allowedReturnTo } from './flow-urls.ts';

const config = loadConfig({
  IDENTITY_UI_URL: 'http://127.0.0.1:3000',
  IDENTITY_ALLOWED_RETURN_URLS:
    'crossport://callback, https://partner.example/return, https://whole.example',
});

describe('allowedReturnTo', () => {
  it('accepts the web app, relative paths and the configured prefixes', () => {
    expect(allowedReturnTo(config, undefined)).toBeNull();
    expect(allowedReturnTo(config, 'http://127.0.0.1:3000/dashboard?x=1')).toBe(
      'http://127.0.0.1:3000/dashboard?x=1',
    );
    expect(allowedReturnTo(config, '/cart')).toBe('http://127.0.0.1:3000/cart');
    expect(allowedReturnTo(config, 'crossport://callback?code=1')).toBe(
      'crossport://callback?code=1',
    );
    expect(allowedReturnTo(config, 'https://partner.example/return/here')).toBe(
      'https://partner.example/return/here',
    );
  });

  it('refuses anything else, including protocol-relative tricks', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/path',
      'http://127.0.0.1:3001/',
      'https://partner.example/other',
    ]) {
      expect(() => allowedReturnTo(config, url)).toThrow(KratosError);
    }
  });

  it('accepts a whole allowed origin, a path at an allowed path, and its own self-service URLs', () => {
    expect(allowedReturnTo(config, 'https://whole.example/any/page')).toBe(
      'https://whole.example/any/page',
    );
    expect(allowedReturnTo(config, 'https://partner.example/return')).toBe(
      'https://partner.example/return',
    );
    const own = `${config.publicUrl}/self-service/settings?flow=1`;
    expect(allowedReturnTo(config, own)).toBe(own);
    // An encoded character in an ordinary path is fine.
    expect(allowedReturnTo(config, '/products/%E0%A6%AC')).toBe(
      'http://127.0.0.1:3000/products/%E0%A6%AC',
    );
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['an encoded protocol-relative path', '/%2F%2Fevil.example'],
    ['a double-encoded one', '/%252F%252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a malformed escape', '/%E0%A4%A'],
    ['the web app as a user name', 'http://127.0.0.1:3000@evil.example/'],
    ['the web app as a subdomain', 'http://127.0.0.1:3000.evil.example/'],
    ['a user name on the web app itself', 'http://user:pass@127.0.0.1:3000/'],
    ['the web app in a fragment', 'https://evil.example#http://127.0.0.1:3000/'],
    ['another scheme without slashes', 'https:evil.example'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in mixed case', ' JaVaScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an allowed origin as a user name', 'https://whole.example@evil.example/'],
    ['an allowed origin as a subdomain', 'https://whole.example.evil.example/'],
    ['an allowed path as a prefix of another', 'https://partner.example/returnevil'],
    ['an allowed path with encoded dots', 'https://partner.example/return%2F..%2F..%2Fevil'],
    ['an allowed app link as a user name', 'crossport://callback@evil.example'],
    ['an allowed app link as a prefix', 'crossport://callback.evil.example'],
  ])('refuses %s', (_trick, url) => {
    expect(() => allowedReturnTo(config, url)).toThrow(KratosError);
  });
});
