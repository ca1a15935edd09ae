import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { KratosError } from '../errors.ts';
import { allowedReturnTo } from './flow-urls.ts';

const config = loadConfig({
  IDENTITY_UI_URL: 'http://127.0.0.1:3000',
  IDENTITY_ALLOWED_RETURN_URLS: 'crossport://callback, https://partner.example/return',
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
});
