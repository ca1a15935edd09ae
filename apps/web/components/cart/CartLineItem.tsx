'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { CartItem } from '../../lib/cart/types.ts';
import { Icon } from '../icons.tsx';
import { Button } from '../ui/Button.tsx';
import type { CartActions } from './cart-actions.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/** One product in the cart: select it, its variations with quantities and totals, remove. */
export function CartLineItem({
  item,
  actions,
  moneyLocale,
}: {
  item: CartItem;
  actions: CartActions;
  moneyLocale: string;
}) {
  const t = useTranslations('cart');
  const { busy } = actions;
  return (
    <li className="flex gap-2 p-3 md:gap-3 md:p-4" data-testid="cart-item">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
        aria-label={t('selectItem', { title: item.title })}
        checked={item.is_selected}
        disabled={busy || !item.available}
        onChange={(event) => actions.select([item], event.target.checked)}
      />
      {item.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- image from the source shop
        <img
          src={item.image}
          alt=""
          className="h-12 w-12 shrink-0 rounded-md object-cover sm:h-16 sm:w-16 md:h-20 md:w-20"
        />
      ) : (
        <div className="h-12 w-12 shrink-0 rounded-md bg-brand-50 sm:h-16 sm:w-16 md:h-20 md:w-20" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            href={`/products/${item.product_id}`}
            className="line-clamp-2 text-sm font-medium hover:text-brand-700"
          >
            {item.title}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            className="-mt-1 shrink-0"
            disabled={busy}
            onClick={() => actions.remove(item.id)}
            aria-label={t('removeItem', { title: item.title })}
          >
            <Icon name="close" size={16} />
          </Button>
        </div>
        {!item.available ? <p className="mt-1 text-xs text-danger">{t('unavailable')}</p> : null}
        <ul className="mt-2 grid gap-3">
          {item.variations.map((variation) => (
            <li
              key={variation.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2"
            >
              <div className="min-w-0 text-xs text-ink-muted">
                <p>
                  {variation.properties.map((p) => `${p.name}: ${p.value}`).join(' · ') ||
                    t('defaultVariation')}
                </p>
                <p className="mt-0.5">
                  {t('unitPrice', { price: formatMoney(variation.unit_price, moneyLocale) })}
                </p>
              </div>
              <div className="flex w-full flex-wrap items-center justify-between gap-2 sm:w-auto">
                <QuantityStepper
                  key={variation.quantity}
                  value={variation.quantity}
                  max={variation.stock > 0 ? variation.stock : undefined}
                  disabled={busy}
                  decreaseLabel={t('decrease')}
                  increaseLabel={t('increase')}
                  inputLabel={t('quantityOf', { title: item.title })}
                  onChange={(next) => actions.setQuantity(item.id, variation.id, next)}
                />
                <strong className="text-right text-sm whitespace-nowrap sm:min-w-24">
                  {formatMoney(variation.total, moneyLocale)}
                </strong>
                {item.variations.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={t('removeVariation')}
                    onClick={() => actions.removeVariation(item.id, variation.id)}
                  >
                    <Icon name="close" size={14} />
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
