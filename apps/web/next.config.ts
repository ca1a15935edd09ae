import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  API_CONTENT_SECURITY_POLICY,
  STATIC_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '@crossport/edge/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources with `.ts` import extensions.
  transpilePackages: [
    '@crossport/money',
    '@crossport/api-client',
    '@crossport/text',
    '@crossport/edge',
  ],
  poweredByHeader: false,
  reactStrictMode: true,
  // Every response, static files and proxied API calls included; pages add their CSP in proxy.ts.
  headers: async () => [
    { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
    {
      // Pages get theirs with a nonce in proxy.ts; the proxied API and identity calls this one.
      source: '/api/:path*',
      headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
    },
    {
      // TLS ends at the reverse proxy in front of us, which says so in X-Forwarded-Proto.
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(,.*)?' }],
      headers: [STRICT_TRANSPORT_SECURITY],
    },
  ],
};

export default withNextIntl(nextConfig);
