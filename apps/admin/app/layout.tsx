import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './providers';
import './globals.css';

// Every page renders per request: Next stamps its scripts with the CSP nonce of that request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Crossport back office', template: '%s · Crossport back office' },
  robots: { index: false, follow: false },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers
          storefront={(process.env.WEB_PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')}
        >
          {children}
        </Providers>
      </body>
    </html>
  );
}
