'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { navGroups, type Section } from '../../lib/sections.ts';
import { Icon } from '../icons.tsx';

/** Sidebar from the LG breakpoint; a horizontally scrolling strip of tabs below it. */
export function DashboardNav() {
  const t = useTranslations('dashboard');
  const pathname = usePathname();
  const groups = navGroups();
  const isActive = (section: Section) => pathname === section.path;
  const strip = useRef<HTMLUListElement>(null);

  // On phones the strip scrolls sideways; bring the current section into view.
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={t('navLabel')}>
      <ul
        ref={strip}
        className="scrollbar-none relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:hidden"
      >
        {groups
          .flatMap(({ items }) => items)
          .map((section) => (
            <li key={section.id} className="shrink-0">
              <Link
                href={section.path}
                aria-current={isActive(section) ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap',
                  isActive(section)
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-surface text-ink-muted hover:border-brand-300 hover:text-brand-800',
                )}
              >
                <Icon name={section.icon} size={16} />
                {t(`sections.${section.id}.label`)}
              </Link>
            </li>
          ))}
      </ul>

      <div className="hidden flex-col gap-6 lg:flex">
        {groups.map(({ group, items }) => (
          <div key={group}>
            <p className="px-3 text-xs font-bold tracking-wider text-ink-subtle uppercase">
              {t(`groups.${group}`)}
            </p>
            <ul className="mt-2 flex flex-col gap-0.5">
              {items.map((section) => (
                <li key={section.id}>
                  <Link
                    href={section.path}
                    aria-current={isActive(section) ? 'page' : undefined}
                    className={clsx(
                      'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium',
                      isActive(section)
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-ink-muted hover:bg-canvas hover:text-ink',
                    )}
                  >
                    <Icon
                      name={section.icon}
                      size={18}
                      className={isActive(section) ? 'text-brand-700' : 'text-ink-subtle'}
                    />
                    {t(`sections.${section.id}.label`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
