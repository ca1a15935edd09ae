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
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
