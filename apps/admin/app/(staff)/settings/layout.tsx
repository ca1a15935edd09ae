'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * Settings' parts: what prices are made of, where goods wait, who we are (the address on
 * Contact us and invoices), and what may not travel.
 */
const PARTS = [
  { href: '/settings', label: 'Prices and fees' },
  { href: '/settings/warehouses', label: 'Warehouses' },
  { href: '/settings/company', label: 'Company details' },
  { href: '/settings/restricted-items', label: 'Restricted items' },
] as const;

export default function SettingsLayout({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <>
      <nav
        aria-label="Settings"
        className="mb-6 flex flex-wrap gap-2 border-b border-slate-200 pb-3"
      >
        {PARTS.map((part) => {
          const here = pathname === part.href;
          return (
            <Link
              key={part.href}
              href={part.href}
              aria-current={here ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ${
                here
                  ? 'bg-brand-700 text-white'
                  : 'border border-slate-300 bg-white hover:bg-slate-100'
              }`}
            >
              {part.label}
            </Link>
          );
        })}
      </nav>
      {children}
    </>
  );
}
