import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from '@crossport/edge/next-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    // The catalogues are compiled at build time, so browsers get no ICU parser (docs/performance.md).
    // The compiled formatter knows no named styles: messages use skeletons (`::percent`,
    // `::yMMMd`), guarded by i18n/precompiled-messages.test.ts.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

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
