'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { prefetchFor } from '../lib/prefetch.ts';
import { Icon, type IconName } from './icons.tsx';

type TabKey = 'home' | 'categories' | 'cart' | 'orders' | 'account';

const tabs: { key: TabKey; href: string; icon: IconName; match: (path: string) => boolean }[] = [
  { key: 'home', href: '/', icon: 'home', match: (path) => path === '/' },
  {
    key: 'categories',
    href: '/search',
    icon: 'list',
    match: (path) => path.startsWith('/search') || path.startsWith('/products'),
  },
  { key: 'cart', href: '/cart', icon: 'cart', match: (path) => path.startsWith('/cart') },
  {
    key: 'orders',
    href: '/dashboard/buy-and-ship/my-orders',
    icon: 'box',
    match: (path) => path.startsWith('/dashboard/buy-and-ship'),
  },
  {
    key: 'account',
    href: '/dashboard',
    icon: 'user',
    match: (path) =>
      path === '/dashboard' || path.startsWith('/settings') || path.startsWith('/dashboard/wallet'),
  },
];

/**
 * The phone's bottom navigation (issue #16): home, categories, cart, orders and account within
 * thumb's reach. Hidden from the tablet width up, where the header has room for them.
 */
export function MobileTabBar({ hasSessionCookie }: { hasSessionCookie: boolean }) {
  const t = useTranslations('tabBar');
  const pathname = usePathname();
  return (
    <nav
      aria-label={t('label')}
      data-testid="mobile-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {tabs.map((tab) => {
          const current = tab.match(pathname);
          return (
            <li key={tab.key}>
              <Link
                href={tab.href}
                prefetch={prefetchFor(tab.href, hasSessionCookie)}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'flex flex-col items-center gap-0.5 py-2 text-[11px] font-semibold',
                  current ? 'text-brand-800' : 'text-ink-muted',
                )}
              >
                <Icon name={tab.icon} size={22} />
                {t(tab.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
