'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import type { Money, ShippingMethod } from '../../lib/cart/types.ts';
import type { ShippingCategory } from '../../lib/regions/types.ts';
import { Select } from '../ui/Select.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

/**
 * The shipping method, each with its estimated price; and, when some product's kind is not
 * known from the catalog, the shipping category those products travel as.
 */
export function ShippingMethodPicker({
  categories,
  categoryId,
  onCategory,
  methods,
  methodsLoading,
  methodId,
  onMethod,
  estimateOf,
  priced,
  moneyLocale,
  className,
}: {
  /** Null while every product's own category is known (no choice to make). */
  categories: ShippingCategory[] | null;
  categoryId: number | null;
  onCategory: (id: number) => void;
  methods: ShippingMethod[];
  methodsLoading: boolean;
  methodId: number | null;
  onMethod: (id: number) => void;
  /** The estimate of each method once priced; null when some product has none. */
  estimateOf: (index: number) => Money | null | undefined;
  /** Whether the selection can be priced yet (an address chosen). */
  priced: boolean;
  moneyLocale: string;
  className: string;
}) {
  const t = useTranslations('checkout');
  return (
    <section className={className} aria-labelledby="checkout-shipping">
      <h2 id="checkout-shipping" className="text-lg font-semibold">
        {t('shipping')}
      </h2>
      {categories ? (
        <div className="mt-4 grid gap-1.5 sm:max-w-sm">
          <label htmlFor="shipping-category" className="text-sm font-medium">
            {t('category')}
          </label>
          <Select
            id="shipping-category"
            value={categoryId === null ? undefined : String(categoryId)}
            placeholder={t('choose')}
            onValueChange={(value) => onCategory(Number(value))}
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <p className="text-xs text-ink-subtle">{t('categoryNeeded')}</p>
        </div>
      ) : null}
      <div role="radiogroup" aria-label={t('method')} className="mt-4 grid gap-2">
        {methodsLoading ? <Skeleton className="h-16 w-full" /> : null}
        {methods.map((method, index) => {
          const estimate = estimateOf(index);
          return (
            <label
              key={method.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60"
            >
              <input
                type="radio"
                name="method"
                className="accent-brand-700"
                checked={method.id === methodId}
                onChange={() => onMethod(method.id)}
              />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-semibold">{method.name}</span>
                <span className="block text-ink-muted">
                  {t('eta', { min: method.eta.min_days, max: method.eta.max_days })}
                </span>
              </span>
              <span className="text-sm font-semibold">
                {estimate
                  ? formatMoney(estimate, moneyLocale)
                  : priced && estimate === undefined
                    ? '…'
                    : '—'}
              </span>
            </label>
          );
        })}
      </div>
    </section>
  );
}
