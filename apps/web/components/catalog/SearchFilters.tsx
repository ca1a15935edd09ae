import { formatMoney } from '@crossport/money';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import {
  MAX_ACTIVE_FILTERS,
  activeFilters,
  canUseFilter,
  clearFilter,
  searchStateHref,
  type FilterKey,
  type SearchState,
} from '../../lib/catalog/search-state.ts';
import type { SearchFacets } from '../../lib/catalog/types.ts';
import { Icon } from '../icons.tsx';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';

const RATINGS = [4, 3] as const;

/**
 * Filters as plain links and a GET form, so they work before (and without) JavaScript. At most
 * 3 are active at once (spec §9): the others are shown disabled with the reason.
 */
export function SearchFilters({
  state,
  facets,
  currency,
  moneyLocale,
  sourceNames,
  categoryName,
}: {
  state: SearchState;
  facets: SearchFacets | null;
  currency: string;
  moneyLocale: string;
  sourceNames: ReadonlyMap<string, string>;
  categoryName: (id: number) => string;
}) {
  const t = useTranslations('searchPage.filters');
  const atLimit = activeFilters(state).length >= MAX_ACTIVE_FILTERS;

  return (
    <div className="flex flex-col gap-6">
      {atLimit ? (
        <p
          role="status"
          data-testid="filter-limit"
          className="flex items-start gap-2 rounded-md bg-accent-50 p-3 text-sm text-accent-700"
        >
          <Icon name="alert" size={16} className="mt-0.5 shrink-0" />
          {t('limit', { max: MAX_ACTIVE_FILTERS })}
        </p>
      ) : null}

      {state.category !== null || (facets?.categories.length ?? 0) > 0 ? (
        <FilterGroup title={t('category')} disabled={!canUseFilter(state, 'category')}>
          {state.category !== null ? (
            <OptionLink
              href={searchStateHref({ ...state, category: null })}
              label={categoryName(state.category)}
              selected
            />
          ) : null}
          {(facets?.categories ?? [])
            .filter((facet) => facet.id !== state.category)
            .slice(0, 12)
            .map((facet) => (
              <OptionLink
                key={facet.id}
                href={searchStateHref({ ...state, category: facet.id })}
                label={facet.name}
                count={facet.count}
                disabled={!canUseFilter(state, 'category')}
              />
            ))}
        </FilterGroup>
      ) : null}

      <FilterGroup title={t('price', { currency })} disabled={!canUseFilter(state, 'price')}>
        <PriceForm
          state={state}
          disabled={!canUseFilter(state, 'price')}
          hint={
            facets?.price
              ? t('priceHint', {
                  min: formatMoney(facets.price.min, moneyLocale),
                  max: formatMoney(facets.price.max, moneyLocale),
                })
              : null
          }
        />
      </FilterGroup>

      {state.source !== null || (facets?.source_sites.length ?? 0) > 0 ? (
        <FilterGroup title={t('source')} disabled={!canUseFilter(state, 'source')}>
          {state.source !== null ? (
            <OptionLink
              href={searchStateHref({ ...state, source: null })}
              label={sourceNames.get(state.source) ?? state.source}
              selected
            />
          ) : null}
          {(facets?.source_sites ?? [])
            .filter((facet) => facet.code !== state.source)
            .map((facet) => (
              <OptionLink
                key={facet.code}
                href={searchStateHref({ ...state, source: facet.code })}
                label={sourceNames.get(facet.code) ?? facet.code}
                count={facet.count}
                disabled={!canUseFilter(state, 'source')}
              />
            ))}
        </FilterGroup>
      ) : null}

      <FilterGroup title={t('rating')} disabled={!canUseFilter(state, 'rating')}>
        {RATINGS.map((rating) => (
          <OptionLink
            key={rating}
            href={searchStateHref({ ...state, rating: state.rating === rating ? null : rating })}
            label={t('ratingAtLeast', { rating })}
            selected={state.rating === rating}
            disabled={!canUseFilter(state, 'rating')}
          />
        ))}
      </FilterGroup>
    </div>
  );
}

function FilterGroup({
  title,
  disabled,
  children,
}: {
  title: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={clsx('flex flex-col gap-1', disabled && 'opacity-60')}>
      <legend className="mb-2 text-sm font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function OptionLink({
  href,
  label,
  count,
  selected = false,
  disabled = false,
}: {
  href: string;
  label: string;
  count?: number;
  selected?: boolean;
  disabled?: boolean;
}) {
  // Counts in the page's digits (Bengali digits on a Bengali page), on server and browser alike.
  const format = useFormatter();
  const content = (
    <>
      <span
        aria-hidden
        className={clsx(
          'grid h-4 w-4 shrink-0 place-items-center rounded border',
          selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-line-strong bg-surface',
        )}
      >
        {selected ? <Icon name="check" size={12} /> : null}
      </span>
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined ? (
        <span className="text-xs text-ink-subtle tabular-nums">{format.number(count)}</span>
      ) : null}
    </>
  );
  const classes =
    'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink-muted transition-colors';
  if (disabled && !selected) {
    return (
      <span aria-disabled className={clsx(classes, 'cursor-not-allowed')}>
        {content}
      </span>
    );
  }
  return (
    <Link
      href={href}
      aria-current={selected ? 'true' : undefined}
      scroll={false}
      className={clsx(
        classes,
        'hover:bg-brand-50 hover:text-brand-900',
        selected && 'font-semibold text-ink',
      )}
    >
      {content}
    </Link>
  );
}

function PriceForm({
  state,
  disabled,
  hint,
}: {
  state: SearchState;
  disabled: boolean;
  hint: string | null;
}) {
  const t = useTranslations('searchPage.filters');
  const keep: [string, string | null][] = [
    ['keyword', state.keyword || null],
    ['category', state.category === null ? null : String(state.category)],
    ['source', state.source],
    ['shop', state.shop],
    ['rating', state.rating === null ? null : String(state.rating)],
    ['sort', state.sort === 'relevance' ? null : state.sort],
  ];
  return (
    <form action="/search" method="get" className="flex flex-col gap-2">
      {keep.map(([name, value]) =>
        value === null ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor="min-price">
          {t('minPrice')}
        </label>
        <Input
          id="min-price"
          name="min_price"
          inputMode="decimal"
          pattern="\d+(\.\d{1,3})?"
          placeholder={t('min')}
          defaultValue={state.minPrice ?? ''}
          disabled={disabled}
          className="h-10 text-sm"
        />
        <span aria-hidden className="text-ink-subtle">
          –
        </span>
        <label className="sr-only" htmlFor="max-price">
          {t('maxPrice')}
        </label>
        <Input
          id="max-price"
          name="max_price"
          inputMode="decimal"
          pattern="\d+(\.\d{1,3})?"
          placeholder={t('max')}
          defaultValue={state.maxPrice ?? ''}
          disabled={disabled}
          className="h-10 text-sm"
        />
      </div>
      {hint ? <p className="text-xs text-ink-subtle">{hint}</p> : null}
      <Button type="submit" variant="secondary" size="sm" disabled={disabled}>
        {t('applyPrice')}
      </Button>
    </form>
  );
}

/** The active filters as removable chips, with "clear all". */
export function ActiveFilters({
  state,
  labels,
}: {
  state: SearchState;
  labels: Partial<Record<FilterKey, string>>;
}) {
  const t = useTranslations('searchPage.filters');
  const active = activeFilters(state);
  if (active.length === 0) return null;
  const clearAll = active.reduce((kept, key) => clearFilter(kept, key), state);
  return (
    <ul aria-label={t('active')} className="flex flex-wrap items-center gap-2">
      {active.map((key) => (
        <li key={key}>
          <Link
            href={searchStateHref(clearFilter(state, key))}
            scroll={false}
            className="inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-900 hover:border-brand-400"
            aria-label={t('remove', { filter: labels[key] ?? key })}
          >
            {labels[key] ?? key}
            <Icon name="close" size={14} />
          </Link>
        </li>
      ))}
      {active.length > 1 ? (
        <li>
          <Link
            href={searchStateHref(clearAll)}
            scroll={false}
            className="text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            {t('clearAll')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
