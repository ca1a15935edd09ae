import { cookies } from 'next/headers';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { menuLinks, siteLogo, type MenuLink } from '../lib/content/navigation.ts';
import { SESSION_COOKIE } from '../lib/preferences.ts';
import { prefetchFor } from '../lib/prefetch.ts';
import { getContent, getCurrentRegion, getNavigation } from '../lib/server-api.ts';
import { sectionById } from '../lib/sections.ts';
import { AccountMenu } from './auth/AccountMenu.tsx';
import { CartCount } from './cart/CartCount.tsx';
import { Icon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { NotificationBell } from './notifications/NotificationBell.tsx';
import { RegionSwitcher, type CurrentRegion } from './RegionSwitcher.tsx';
import { ScrollAwareHeader } from './ScrollAwareHeader.tsx';
import { SearchBox } from './SearchBox.tsx';

const serviceLinks = [
  { key: 'deals', href: '/campaigns' },
  { key: 'live', href: '/live' },
  { key: 'buyAndShip', href: sectionById('buyAndShipMyOrders').path },
  { key: 'shipForMe', href: sectionById('shipForMeRequest').path },
  { key: 'rfq', href: sectionById('rfq').path },
  { key: 'shipmentList', href: sectionById('shipmentList').path },
  { key: 'trackOrders', href: '/track' },
] as const;

/**
 * The site header. Its service row and logo are content staff publish (`service-navigation`,
 * `site-logos`, docs/content.md); the built-in ones stand in when the content service has none.
 */
export async function Header() {
  const [t, region, cookieStore, locale] = await Promise.all([
    getTranslations('header'),
    getCurrentRegion(),
    cookies(),
    getLocale(),
  ]);
  const [navigation, logos] = await Promise.all([
    getNavigation(locale),
    getContent('site-logos', locale),
  ]);
  const published = menuLinks(navigation?.['service-navigation']);
  const services: MenuLink[] =
    published.length > 0
      ? published
      : serviceLinks.map((link) => ({ label: t(`nav.${link.key}`), href: link.href }));
  const logo = siteLogo(logos, 'primary');
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
    <ScrollAwareHeader className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-2 py-2 md:flex-nowrap md:gap-x-6 md:gap-y-3 md:py-3">
        <Link href="/" aria-label={t('homeLink')} className="shrink-0 rounded-md">
          <Logo mark={logo?.image} wordmark={logo ? logos?.title : undefined} />
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
        <ul className="container-page scrollbar-none flex gap-1 overflow-x-auto py-1 text-sm md:py-1.5">
          {services.map((link) => (
            <li key={link.href} className="shrink-0">
              <Link
                href={link.href}
                prefetch={prefetchFor(link.href, cookieStore.has(SESSION_COOKIE))}
                className="inline-flex h-9 items-center rounded-md px-3 font-medium text-ink-muted hover:bg-brand-50 hover:text-brand-800"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ScrollAwareHeader>
  );
}
