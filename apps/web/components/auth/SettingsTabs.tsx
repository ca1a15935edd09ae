'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

const tabs = [
  // The settings page starts a flow at the identity service: a full navigation.
  { key: 'profile', label: 'auth.settings.tabs.profile', href: '/settings', full: true },
  {
    key: 'sessions',
    label: 'auth.settings.tabs.sessions',
    href: '/settings/sessions',
    full: false,
  },
  { key: 'addresses', label: 'addressBook.tab', href: '/settings/addresses', full: false },
  { key: 'close', label: 'closeAccount.tab', href: '/settings/close-account', full: false },
] as const;

/** Switches between the profile form, signed-in devices, address book and closing the account. */
export function SettingsTabs() {
  const t = useTranslations();
  const pathname = usePathname();
  const nav = useRef<HTMLElement>(null);
  // On a phone the tabs overflow; the current one must not be the one scrolled out of sight.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav.current && current)
      nav.current.scrollLeft = current.offsetLeft - nav.current.offsetLeft;
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label={t('auth.settings.tabs.label')}
      className="scrollbar-none flex gap-1 overflow-x-auto border-b border-line"
    >
      {tabs.map((tab) => {
        const active = pathname === tab.href;
        const className = clsx(
          '-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold transition-colors md:px-4',
          active
            ? 'border-brand-600 text-brand-800'
            : 'border-transparent text-ink-muted hover:text-ink',
        );
        return tab.full ? (
          <a
            key={tab.key}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={className}
          >
            {t(tab.label)}
          </a>
        ) : (
          <Link
            key={tab.key}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={className}
          >
            {t(tab.label)}
          </Link>
        );
      })}
    </nav>
  );
}
