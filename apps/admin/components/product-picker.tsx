'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Problem } from '@/components/ui';
import { productsByIds, searchProducts, type ProductCard } from '@/lib/shop-api';

/** The cards of the chosen ids, so staff see titles and pictures rather than numbers. */
export function useProductCards(ids: readonly number[]) {
  const cards = useQuery({
    queryKey: ['product-cards', ids.join(',')],
    queryFn: () => productsByIds(ids.slice(0, 50)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const byId = new Map((cards.data ?? []).map((card) => [card.id, card]));
  return { byId, loading: cards.isPending };
}

/** A product as a line: its picture, title and number. Unknown ids still show their number. */
export function ProductLine({ id, card }: { id: number; card: ProductCard | undefined }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      {card?.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- catalogue pictures from any shop
        <img
          src={card.image}
          alt=""
          className="h-12 w-12 shrink-0 rounded-md border border-slate-200 object-cover"
        />
      ) : (
        <span className="h-12 w-12 shrink-0 rounded-md bg-slate-100" aria-hidden="true" />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium">{card?.title ?? 'Unknown product'}</span>
        <span className="text-xs text-ink-muted">Product {id}</span>
      </span>
    </span>
  );
}

/**
 * Search the catalogue by keyword and add a product. It sits inside the editors' forms, so
 * Enter searches here instead of submitting the form around it.
 */
export function ProductSearch({
  chosen,
  onPick,
  label = 'Find products',
}: {
  chosen: readonly number[];
  onPick: (id: number) => void;
  label?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const results = useQuery({
    queryKey: ['product-search', keyword],
    queryFn: () => searchProducts(keyword),
    enabled: keyword !== '',
  });
  const search = () => setKeyword(typed.trim());
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={typed}
          maxLength={100}
          placeholder="Keyword, e.g. backpack"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKey}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <Button type="button" variant="secondary" onClick={search}>
          Search
        </Button>
      </div>
      {results.isError ? <Problem text={results.error.message} /> : null}
      {keyword && results.data ? (
        results.data.length ? (
          <ul
            aria-label={`Products found for ${keyword}`}
            className="flex max-h-72 flex-col divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
          >
            {results.data.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-2 p-2">
                <ProductLine id={product.id} card={product} />
                <Button
                  type="button"
                  variant="secondary"
                  disabled={chosen.includes(product.id)}
                  aria-label={`Add ${product.title}`}
                  onClick={() => onPick(product.id)}
                >
                  {chosen.includes(product.id) ? 'Added' : 'Add'}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No products match “{keyword}”.</p>
        )
      ) : null}
    </div>
  );
}

/**
 * Products chosen by hand, in the order shoppers see them: each with its picture and title,
 * removable, and more added from a catalogue search. The ids are what the API receives.
 */
export function ProductPicker({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const { byId } = useProductCards(value);
  return (
    <fieldset
      className={`flex flex-col gap-3 rounded-lg border p-3 ${error ? 'border-red-600' : 'border-slate-200'}`}
      aria-invalid={Boolean(error)}
    >
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {hint ? <p className="text-xs text-ink-muted">{hint}</p> : null}
      <Problem text={error} />
      {value.length ? (
        <ol aria-label={`${label}: chosen`} className="flex flex-col gap-2">
          {value.map((id) => (
            <li key={id} className="flex items-center justify-between gap-2">
              <ProductLine id={id} card={byId.get(id)} />
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove product ${id}`}
                onClick={() => onChange(value.filter((other) => other !== id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">No products chosen.</p>
      )}
      <ProductSearch chosen={value} onPick={(id) => onChange([...value, id])} />
    </fieldset>
  );
}
