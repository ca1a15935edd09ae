import { cookies } from 'next/headers';
import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { SESSION_COOKIE } from '../lib/preferences.ts';
import { prefetchFor } from '../lib/prefetch.ts';
import { sectionById } from '../lib/sections.ts';
import { menuColumns, siteLogo, type MenuColumn } from '../lib/content/navigation.ts';
import { CONTENT_PAGES } from '../lib/content/pages.ts';
import { getContent, getNavigation } from '../lib/server-api.ts';
import { Logo } from './Logo.tsx';

const columns = [
  {
    title: 'services',
    links: [
      { label: 'shipForMe', href: sectionById('shipForMeRequest').path },
      { label: 'shipForMeService', href: CONTENT_PAGES['ship-for-me-landing-page'] },
      { label: 'shipmentList', href: sectionById('shipmentList').path },
      { label: 'rfq', href: sectionById('rfq').path },
      { label: 'talkToExpert', href: CONTENT_PAGES['talk-to-expert'] },
      { label: 'app', href: CONTENT_PAGES['app-landing-page'] },
    ],
  },
  {
    title: 'account',
    links: [
      { label: 'dashboard', href: sectionById('dashboard').path },
      { label: 'myOrders', href: sectionById('buyAndShipMyOrders').path },
      { label: 'myParcel', href: sectionById('shipForMeMyParcel').path },
      { label: 'actionNeeded', href: sectionById('actionNeeded').path },
    ],
  },
  {
    title: 'help',
    links: [
      { label: 'about', href: CONTENT_PAGES.about },
      { label: 'faq', href: CONTENT_PAGES.faq },
      { label: 'contact', href: CONTENT_PAGES['contact-us'] },
      { label: 'refundPolicy', href: CONTENT_PAGES['refund-policy'] },
      { label: 'terms', href: CONTENT_PAGES['terms-and-conditions'] },
      { label: 'privacy', href: CONTENT_PAGES['privacy-policy'] },
    ],
  },
] as const;

/**
 * The footer's link columns as staff publish them (`footer-menu`, docs/content.md), else the
 * built-in ones, and the categories staff list (`category-navigation`) as a column of their
 * own. One navigation landmark holds them all, so its label is unique on the page.
 */
export async function Footer() {
  const [t, locale, format, cookieStore] = await Promise.all([
    getTranslations('footer'),
    getLocale(),
    getFormatter(),
    cookies(),
  ]);
  const signedIn = cookieStore.has(SESSION_COOKIE);
  const [navigation, logos] = await Promise.all([
    getNavigation(locale),
    getContent('site-logos', locale),
  ]);
  const logo = siteLogo(logos, 'footer') ?? siteLogo(logos, 'primary');
  const fromContent = menuColumns(navigation?.['footer-menu']);
  const shown: MenuColumn[] = [
    ...(fromContent.length > 0
      ? fromContent
      : columns.map((column) => ({
          title: t(column.title),
          links: column.links.map((link) => ({ label: t(link.label), href: link.href })),
        }))),
    ...menuColumns(navigation?.['category-navigation']),
  ];
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-[1.4fr_3fr]">
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Logo mark={logo?.image} wordmark={logo ? logos?.title : undefined} />
          <p className="mt-3 text-sm text-ink-muted">{t('tagline')}</p>
        </div>
        <nav
          aria-label={t('navLabel')}
          className="col-span-2 grid grid-cols-2 gap-x-6 gap-y-10 md:col-span-1 md:grid-cols-2 lg:grid-cols-4"
        >
          {shown.map((column) => (
            <div key={column.title}>
              <h2 className="text-xs font-bold tracking-wider text-ink-subtle uppercase">
                {column.title}
              </h2>
              <ul className="mt-3 flex flex-col gap-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      prefetch={prefetchFor(link.href, signedIn)}
                      className="text-ink-muted hover:text-brand-700 hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-5 text-xs text-ink-subtle">
          {/* The year in the page's digits (২০২৬ in Bengali). */}
          {t('rights', { year: format.number(new Date().getFullYear(), { useGrouping: false }) })}
        </p>
      </div>
    </footer>
  );
}
