'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

const tabs = [
  // The settings page starts a flow at the identity service: a full navigation.
  { key: 'profile', href: '/settings', full: true },
  { key: 'sessions', href: '/settings/sessions', full: false },
] as const;

/** Switches between the profile form and the signed-in devices. */
export function SettingsTabs() {
  const t = useTranslations('auth.settings.tabs');
  const pathname = usePathname();
  return (
    <nav
      aria-label={t('label')}
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
            {t(tab.key)}
          </a>
        ) : (
          <Link
            key={tab.key}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={className}
          >
            {t(tab.key)}
          </Link>
        );
      })}
    </nav>
  );
}
