import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from '@crossport/edge/next-headers';

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
  headers: async () => securityHeaderRules(),
};

export default withNextIntl(nextConfig);
