'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '../TopLoader.tsx';
import { SORT_OPTIONS, searchStateHref, type SearchState } from '../../lib/catalog/search-state.ts';
import type { SortOption } from '../../lib/catalog/types.ts';
import { Icon } from '../icons.tsx';

/**
 * The results' order. The browser's own select: a phone opens its native picker, and the
 * search page loads no popup code for it (docs/performance.md).
 */
export function SortSelect({ state }: { state: SearchState }) {
  const t = useTranslations('searchPage');
  const router = useRouter();
  return (
    <div className="flex items-center gap-2">
      <span className="hidden text-sm whitespace-nowrap text-ink-muted md:inline">
        {t('sortBy')}
      </span>
      <div className="relative">
        <select
          aria-label={t('sortBy')}
          value={state.sort}
          onChange={(event) =>
            router.push(searchStateHref({ ...state, sort: event.target.value as SortOption }))
          }
          className="h-10 w-48 cursor-pointer appearance-none rounded-md border border-line-strong bg-surface pr-9 pl-3 text-sm hover:border-brand-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        >
          {SORT_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`sort.${value}`)}
            </option>
          ))}
        </select>
        <Icon
          name="chevronDown"
          size={18}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-muted"
        />
      </div>
    </div>
  );
}
