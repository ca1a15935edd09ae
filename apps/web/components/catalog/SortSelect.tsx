'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'nextjs-toploader/app';
import { SORT_OPTIONS, searchStateHref, type SearchState } from '../../lib/catalog/search-state.ts';
import type { SortOption } from '../../lib/catalog/types.ts';
import { Select } from '../ui/Select.tsx';

export function SortSelect({ state }: { state: SearchState }) {
  const t = useTranslations('searchPage');
  const router = useRouter();
  return (
    <div className="flex items-center gap-2">
      <span className="hidden text-sm whitespace-nowrap text-ink-muted md:inline">
        {t('sortBy')}
      </span>
      <Select
        aria-label={t('sortBy')}
        value={state.sort}
        onValueChange={(value) =>
          router.push(searchStateHref({ ...state, sort: value as SortOption }))
        }
        options={SORT_OPTIONS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        className="h-10 w-48 text-sm"
      />
    </div>
  );
}
