import { cookies } from 'next/headers';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SESSION_COOKIE } from '../lib/preferences.ts';
import { getCurrentRegion } from '../lib/server-api.ts';
import { sectionById } from '../lib/sections.ts';
import { AccountMenu } from './auth/AccountMenu.tsx';
import { CartCount } from './cart/CartCount.tsx';
import { Icon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { NotificationBell } from './notifications/NotificationBell.tsx';
import { RegionSwitcher, type CurrentRegion } from './RegionSwitcher.tsx';
import { SearchBox } from './SearchBox.tsx';

const serviceLinks = [
  { key: 'buyAndShip', href: sectionById('buyAndShipMyOrders').path },
  { key: 'shipForMe', href: sectionById('shipForMeRequest').path },
  { key: 'rfq', href: sectionById('rfq').path },
  { key: 'shipmentList', href: sectionById('shipmentList').path },
  { key: 'trackOrders', href: '/track' },
] as const;

export async function Header() {
  const [t, region, cookieStore] = await Promise.all([
    getTranslations('header'),
    getCurrentRegion(),
    cookies(),
  ]);
  const current: CurrentRegion | null = region
    ? {
        code: region.code,
        name: region.name,
        currencyCode: region.currency_code,
        currencySymbol: region.currency?.symbol ?? '',
        languageCodes: region.languages?.map((language) => language.code) ?? [],
      }
    : null;

  const iconLink =
    'inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800 md:px-3';

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-3 py-3 md:flex-nowrap md:gap-x-6">
        <Link href="/" aria-label={t('homeLink')} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <SearchBox className="order-last w-full md:order-none md:max-w-2xl md:flex-1" />
        <nav aria-label={t('account')} className="ml-auto flex items-center gap-0.5 md:gap-1">
          <RegionSwitcher current={current} />
          <Link href="/cart" className={`${iconLink} relative`} aria-label={t('cart')}>
            <Icon name="cart" />
            <CartCount />
            <span className="hidden lg:inline">{t('cart')}</span>
          </Link>
          <NotificationBell
            hasSessionCookie={cookieStore.has(SESSION_COOKIE)}
            className={iconLink}
          />
          <AccountMenu hasSessionCookie={cookieStore.has(SESSION_COOKIE)} />
        </nav>
      </div>
      <nav aria-label={t('navLabel')} className="border-t border-line/70">
        <ul className="container-page scrollbar-none flex gap-1 overflow-x-auto py-1.5 text-sm">
          {serviceLinks.map((link) => (
            <li key={link.key} className="shrink-0">
              <Link
                href={link.href}
                className="inline-flex h-9 items-center rounded-md px-3 font-medium text-ink-muted hover:bg-brand-50 hover:text-brand-800"
              >
                {t(`nav.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
