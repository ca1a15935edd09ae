import type { NextConfig } from 'next';
import { securityHeaderRules } from '@crossport/edge/next-headers';

const nextConfig: NextConfig = {
  transpilePackages: ['@crossport/money', '@crossport/api-client', '@crossport/edge'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Every response, static files and proxied API calls included; pages add their CSP in proxy.ts.
  headers: async () => securityHeaderRules(),
};

export default nextConfig;
