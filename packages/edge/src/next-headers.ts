import {
  API_CONTENT_SECURITY_POLICY,
  STATIC_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.ts';

/**
 * The `headers()` rules of a Next app's config: the security headers on every response, the
 * API policy on proxied `/api/*` calls (pages get theirs with a nonce in proxy.ts), and HSTS
 * when TLS ended at the reverse proxy in front, which says so in X-Forwarded-Proto.
 */
export function securityHeaderRules() {
  return [
    { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
    {
      source: '/api/:path*',
      headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
    },
    {
      source: '/:path*',
      has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https(,.*)?' }],
      headers: [STRICT_TRANSPORT_SECURITY],
    },
  ];
}
