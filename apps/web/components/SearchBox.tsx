'use client';

import { formatMoney } from '@crossport/money';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from './TopLoader.tsx';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { api, ok } from '../lib/api.ts';
import { catalogKeys } from '../lib/catalog/query-keys.ts';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from '../lib/catalog/debounce.ts';
import { productHref } from '../lib/catalog/product-href.ts';
import type { ProductSuggestion } from '../lib/catalog/types.ts';
import { useDebouncedValue } from '../lib/catalog/use-debounced-value.ts';
import { KEYWORD_MAX_UTF16_UNITS, cutKeyword } from '@crossport/text';
import { searchHref } from '../lib/keyword.ts';
import { Icon } from './icons.tsx';
import { Button } from './ui/Button.tsx';
import { Input } from './ui/Input.tsx';

const TERM_LIMIT = 5;
const PRODUCT_LIMIT = 5;

type Option =
  | { kind: 'term'; key: string; label: string; href: string }
  | { kind: 'product'; key: string; suggestion: ProductSuggestion; href: string };

/**
 * The header search: a plain GET form without JavaScript; with it, suggestions (search terms
 * and products) appear as the reader pauses typing, reachable with the arrow keys. The input
 * keeps its searchbox role inside an ARIA 1.1 combobox wrapper.
 */
export function SearchBox({ className }: { className?: string }) {
  const t = useTranslations('header');
  const tSuggest = useTranslations('catalog.suggest');
  const locale = useLocale();
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const keyword = cutKeyword(useDebouncedValue(text, SUGGEST_DEBOUNCE_MS));
  const enabled = open && Array.from(keyword).length >= SUGGEST_MIN_CHARS;
  const terms = useQuery({
    queryKey: catalogKeys.suggestedTerms(keyword),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/product/customer/v1/suggestion/terms', {
            params: { query: { keyword, limit: TERM_LIMIT } },
            signal,
          }),
        )
      ).data,
    enabled,
    retry: false,
  });
  const products = useQuery({
    queryKey: catalogKeys.suggestedProducts(keyword),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/product/customer/v1/suggestion/products', {
            params: { query: { keyword, limit: PRODUCT_LIMIT } },
            signal,
          }),
        )
      ).data,
    enabled,
    retry: false,
  });

  const options: Option[] = enabled
    ? [
        ...(terms.data ?? []).map((term): Option => ({
          kind: 'term',
          key: `term-${term.term}`,
          label: term.term,
          href: searchHref(term.term) ?? '/search',
        })),
        ...(products.data ?? []).map((suggestion): Option => ({
          kind: 'product',
          key: `product-${suggestion.id}`,
          suggestion,
          href: productHref(suggestion.id),
        })),
      ]
    : [];
  const expanded = options.length > 0;
  const activeOption = active >= 0 && active < options.length ? options[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    router.push(href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activeOption) return go(activeOption.href);
    const href = searchHref(text);
    if (href) go(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next < -1) return options.length - 1;
        return next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded && open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const termOptions = options.filter((option) => option.kind === 'term');

  return (
    <form action="/search" method="get" role="search" onSubmit={submit} className={className}>
      <label htmlFor="site-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <div
        className="relative flex"
        role="combobox"
        aria-expanded={expanded && open}
        aria-owns={listId}
        aria-haspopup="listbox"
      >
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-subtle"
        />
        <Input
          id="site-search"
          type="search"
          name="keyword"
          maxLength={KEYWORD_MAX_UTF16_UNITS}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            // Late enough for a click on a suggestion to land first.
            blurTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          className="rounded-r-none pl-10"
        />
        <Button
          type="submit"
          className="rounded-l-none px-3.5 md:px-5"
          aria-label={t('searchSubmit')}
        >
          <Icon name="search" className="md:hidden" />
          <span className="hidden md:inline">{t('searchSubmit')}</span>
        </Button>
        <ul
          id={listId}
          role="listbox"
          aria-label={tSuggest('label')}
          hidden={!(expanded && open)}
          className="absolute top-full right-0 left-0 z-40 mt-1.5 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-raised"
        >
          {options.map((option, index) => (
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(option.href)}
              onMouseEnter={() => setActive(index)}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
                index === active ? 'bg-brand-50 text-brand-900' : 'text-ink',
                option.kind === 'product' &&
                  index === termOptions.length &&
                  index > 0 &&
                  'mt-1 border-t border-line pt-2.5',
              )}
            >
              {option.kind === 'term' ? (
                <>
                  <Icon name="search" size={16} className="shrink-0 text-ink-subtle" />
                  <span className="truncate">{option.label}</span>
                </>
              ) : (
                <>
                  <span className="h-10 w-10 shrink-0 overflow-hidden rounded bg-canvas">
                    {option.suggestion.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- source-shop thumbnail
                      <img
                        src={option.suggestion.image}
                        alt=""
                        className="h-full w-full object-cover"
                      />
                    ) : null}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{option.suggestion.title}</span>
                  <span className="shrink-0 font-semibold text-brand-800">
                    {formatMoney(option.suggestion.price, locale)}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded && open ? tSuggest('count', { count: options.length }) : ''}
      </p>
    </form>
  );
}
