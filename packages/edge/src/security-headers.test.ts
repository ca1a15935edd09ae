import { describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  createNonce,
  STATIC_SECURITY_HEADERS,
} from './security-headers.ts';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy('abc123', { dev: false, https: false }));

  it('lets only scripts carrying the nonce run, never inline or eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
  });

  it('refuses framing, plugins, foreign bases and foreign form targets', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('upgrades insecure requests only on https and allows eval only in development', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    const secure = directives(contentSecurityPolicy('n', { dev: false, https: true }));
    expect(secure.has('upgrade-insecure-requests')).toBe(true);
    const dev = directives(contentSecurityPolicy('n', { dev: true, https: false }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
  });
});

describe('API_CONTENT_SECURITY_POLICY', () => {
  it('runs only script files of the API itself and refuses framing', () => {
    const policy = directives(API_CONTENT_SECURITY_POLICY);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});

describe('createNonce', () => {
  it('gives 128 random bits, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});

describe('STATIC_SECURITY_HEADERS', () => {
  it('turns off sniffing and the browser features the shop does not use', () => {
    const headers = new Map(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value]));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(headers.get('Permissions-Policy')).toContain(`${feature}=()`);
    }
  });
});
