'use client';

import { formatMoney, multiplyMoney } from '@crossport/money';
import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { api, ok } from '../../lib/api.ts';
import { catalogKeys } from '../../lib/catalog/query-keys.ts';
import { clampQuantity, tierFor, tierRanges } from '../../lib/catalog/tiers.ts';
import type { Money, ProductVariations } from '../../lib/catalog/types.ts';
import { availability, choose, selectedSku, type Selection } from '../../lib/catalog/variations.ts';
import { Icon } from '../icons.tsx';
import { PurchaseButtons } from '../cart/PurchaseButtons.tsx';
import { ProductPrice } from './ProductPrice.tsx';

/**
 * Variation picker, quantity with price tiers, and the buy buttons. Prices arrive from the
 * server already in the region currency; a region switch re-renders the page with new props.
 */
export interface ProductPurchaseProps {
  productId: number;
  /** Only a signed-in customer can have a personal discount worth asking about. */
  signedIn: boolean;
  regionCode: string | null;
  variations: ProductVariations;
  fromPrice: Money;
  fromOriginal: Money;
  moneyLocale: string;
  selection: Selection;
  onSelect: (next: Selection, propertyId: string) => void;
}

export function ProductPurchase({
  productId,
  signedIn,
  regionCode,
  variations,
  fromPrice,
  fromOriginal,
  moneyLocale,
  selection,
  onSelect,
}: ProductPurchaseProps) {
  const t = useTranslations('productPage');
  const [quantity, setQuantity] = useState(1);

  const states = availability(variations, selection);
  const sku = selectedSku(variations, selection);
  const stock = sku?.stock ?? null;
  const qty = clampQuantity(quantity, stock);
  const tiers = sku?.price_tiers ?? variations.skus.find((s) => s.stock > 0)?.price_tiers ?? [];
  const tier = sku ? tierFor(sku.price_tiers, qty) : null;
  const soldOut = variations.skus.length > 0 && variations.skus.every((s) => s.stock <= 0);
  const personal = useQuery({
    queryKey: catalogKeys.personalizedPrice(regionCode, productId, sku?.id, qty),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.POST('/api/product/customer/v1/personalized-prices', {
            body: { items: [{ product_id: productId, sku_id: sku!.id, quantity: qty }] },
            signal,
          }),
        )
      ).data[0] ?? null,
    enabled: signedIn && sku !== null,
    staleTime: 60_000,
  });
  const discount = personal.data && personal.data.discount_bps > 0 ? personal.data : null;
  const missing = variations.properties.filter((property) => selection[property.id] === undefined);

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-xl bg-brand-50/60 p-4">
        {discount ? (
          <div>
            <ProductPrice
              price={discount.unit_price}
              original={discount.original_unit_price}
              moneyLocale={moneyLocale}
              size="lg"
              suffix={t('perPiece')}
            />
            <p className="mt-1 text-sm text-success" data-testid="personal-discount">
              {t('yourDiscount', { percent: discount.discount_bps / 100 })}
              {tier ? (
                <s className="ml-2 text-ink-subtle">{formatMoney(tier.price, moneyLocale)}</s>
              ) : null}
            </p>
          </div>
        ) : tier ? (
          <ProductPrice
            price={tier.price}
            original={tier.original_price}
            moneyLocale={moneyLocale}
            size="lg"
            suffix={t('perPiece')}
          />
        ) : (
          <div>
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('from')}
            </p>
            <ProductPrice
              price={fromPrice}
              original={fromOriginal}
              moneyLocale={moneyLocale}
              size="lg"
            />
          </div>
        )}
        {tiers.length > 1 ? (
          <table className="mt-4 w-full text-sm" aria-label={t('tiersLabel')}>
            <thead>
              <tr className="text-left text-xs text-ink-subtle">
                <th className="pb-1 font-medium">{t('tierQuantity')}</th>
                <th className="pb-1 font-medium">{t('tierPrice')}</th>
              </tr>
            </thead>
            <tbody>
              {tierRanges(tiers).map(({ tier: row, from, to }) => {
                const active = tier?.min_quantity === row.min_quantity;
                return (
                  <tr
                    key={row.min_quantity}
                    data-active={active || undefined}
                    className={clsx(active && 'font-semibold text-brand-900')}
                  >
                    <td className="py-0.5">
                      {to === null ? t('tierFrom', { from }) : t('tierRange', { from, to })}
                    </td>
                    <td className="py-0.5">
                      {formatMoney(row.price, moneyLocale)}
                      <span className="ml-2 text-xs font-normal text-ink-subtle">
                        {formatMoney(row.original_price, moneyLocale)}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </div>

      {variations.properties.map((property, index) => {
        const chosen = property.values.find((value) => value.id === selection[property.id]);
        return (
          <fieldset key={property.id}>
            <legend className="mb-2 text-sm">
              <span className="font-semibold">{property.name}</span>
              {chosen ? <span className="text-ink-muted">: {chosen.name}</span> : null}
            </legend>
            <div className="flex flex-wrap gap-2" data-testid={`variation-${index}`}>
              {property.values.map((value) => {
                const state = states[property.id]?.[value.id];
                const selected = chosen?.id === value.id;
                const disabled = !selected && !state?.inStock;
                return (
                  <button
                    key={value.id}
                    type="button"
                    aria-pressed={selected}
                    disabled={disabled}
                    title={disabled ? (state?.exists ? t('soldOut') : t('unavailable')) : undefined}
                    onClick={() =>
                      onSelect(choose(variations, selection, property.id, value.id), property.id)
                    }
                    className={clsx(
                      'inline-flex min-h-10 items-center gap-2 rounded-md border px-3 py-1.5 text-sm transition-colors',
                      selected
                        ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-600'
                        : 'border-line-strong bg-surface hover:border-brand-400',
                      'disabled:cursor-not-allowed disabled:border-dashed disabled:text-ink-subtle disabled:line-through disabled:opacity-60',
                    )}
                  >
                    {value.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- tiny swatch from the source shop
                      <img src={value.image} alt="" className="h-7 w-7 rounded object-cover" />
                    ) : null}
                    {value.name}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}

      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="quantity" className="mb-2 block text-sm font-semibold">
            {t('quantity')}
          </label>
          <div className="inline-flex h-11 items-center rounded-md border border-line-strong bg-surface">
            <button
              type="button"
              className="h-full w-11 text-lg text-ink-muted hover:text-ink disabled:opacity-40"
              onClick={() => setQuantity(clampQuantity(qty - 1, stock))}
              disabled={qty <= 1}
              aria-label={t('decrease')}
            >
              −
            </button>
            <input
              id="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={stock ?? undefined}
              value={qty}
              onChange={(event) => setQuantity(clampQuantity(Number(event.target.value), stock))}
              className="h-full w-16 border-x border-line text-center text-base [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              className="h-full w-11 text-lg text-ink-muted hover:text-ink disabled:opacity-40"
              onClick={() => setQuantity(clampQuantity(qty + 1, stock))}
              disabled={stock !== null && qty >= stock}
              aria-label={t('increase')}
            >
              +
            </button>
          </div>
        </div>
        <p className="pb-2 text-sm text-ink-muted" aria-live="polite">
          {soldOut
            ? t('allSoldOut')
            : sku
              ? t('inStock', { count: sku.stock })
              : missing.length > 0
                ? t('choose', { names: missing.map((p) => p.name.toLowerCase()).join(', ') })
                : null}
        </p>
      </div>

      {tier ? (
        <p className="text-sm" data-testid="line-total">
          {t('total', { quantity: qty })}{' '}
          <strong className="text-lg text-ink">
            {formatMoney(discount ? discount.total : multiplyMoney(tier.price, qty), moneyLocale)}
          </strong>
        </p>
      ) : null}

      <PurchaseButtons
        productId={productId}
        skuId={sku?.id ?? null}
        quantity={qty}
        soldOut={soldOut}
      />
      <p className="flex items-center gap-2 text-xs text-ink-subtle">
        <Icon name="truck" size={16} />
        {t('shippingNote')}
      </p>
    </div>
  );
}
