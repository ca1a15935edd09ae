import type { NextConfig } from 'next';
import {
  API_CONTENT_SECURITY_POLICY,
  STATIC_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '@crossport/edge/security-headers';

const nextConfig: NextConfig = {
  transpilePackages: ['@crossport/money', '@crossport/api-client', '@crossport/edge'],
  poweredByHeader: false,
  reactStrictMode: true,
  headers: async () => [
    { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
    {
      source: '/api/:path*',
      headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(,.*)?' }],
      headers: [STRICT_TRANSPORT_SECURITY],
    },
  ],
};

export default nextConfig;
