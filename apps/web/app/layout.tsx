import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ImpersonationBanner } from '../components/auth/ImpersonationBanner.tsx';
import { Footer } from '../components/Footer.tsx';
import { MobileTabBar } from '../components/MobileTabBar.tsx';
import { InstallableApp } from '../components/pwa/InstallableApp.tsx';
import { Header } from '../components/Header.tsx';
import { Providers } from '../components/Providers.tsx';
import { TopLoader } from '../components/TopLoader.tsx';
import { PUBLIC_CLIENT_NAMESPACES, pickMessages } from '../i18n/client-messages.ts';
import { SESSION_COOKIE } from '../lib/preferences.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import { getCurrentRegion } from '../lib/server-api.ts';

import './globals.css';

const TAKA_SIGN = '\u09F3';

export async function generateMetadata(): Promise<Metadata> {
  const [t, requestHeaders] = await Promise.all([getTranslations('metadata'), headers()]);
  const origin = publicOrigin({ PUBLIC_WEB_ORIGIN: process.env.PUBLIC_WEB_ORIGIN }, requestHeaders);
  return {
    // Canonical and Open Graph URLs are absolute, on the site's public origin.
    ...(origin ? { metadataBase: origin } : {}),
    title: { default: t('title'), template: '%s · Crossport' },
    description: t('description'),
    applicationName: 'Crossport',
    icons: { icon: '/icons/icon.svg', apple: '/icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: 'Crossport', statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = {
  themeColor: '#17605a',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, t, region, cookieStore, messages] = await Promise.all([
    getLocale(),
    getTranslations('common'),
    getCurrentRegion(),
    cookies(),
    getMessages(),
  ]);
  // The fonts the first paint needs (globals.css): the whole Bengali face for Bengali text,
  // a 1 KB one for the taka sign of the header's currency and prices. Loaded later, Chrome
  // keeps the empty-box glyphs some system fonts draw for the taka sign.
  const fonts = [
    ...(locale === 'bn' ? ['/fonts/noto-sans-bengali.woff2'] : []),
    ...(region?.currency?.symbol?.includes(TAKA_SIGN)
      ? ['/fonts/noto-sans-bengali-taka.woff2']
      : []),
  ];
  return (
    <html lang={locale}>
      {fonts.map((font) => (
        <link
          key={font}
          rel="preload"
          href={font}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
      ))}
      {/* Room at the bottom on phones for the tab bar, so it never covers the footer. */}
      <body className="flex min-h-dvh flex-col bg-canvas pb-16 text-ink antialiased md:pb-0">
        <TopLoader />
        <NextIntlClientProvider messages={pickMessages(messages, PUBLIC_CLIENT_NAMESPACES)}>
          <Providers closeLabel={t('close')} hasSessionCookie={cookieStore.has(SESSION_COOKIE)}>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              {t('skipToContent')}
            </a>
            <ImpersonationBanner />
            <Header />
            <main id="main" className="flex-1">
              {children}
            </main>
            <Footer />
            <MobileTabBar hasSessionCookie={cookieStore.has(SESSION_COOKIE)} />
            <InstallableApp />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
