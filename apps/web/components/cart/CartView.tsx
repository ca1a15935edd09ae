'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { groupByShop, selectedTotal } from '../../lib/cart/group.ts';
import {
  removeItems,
  setSelected,
  setVariationQuantity,
  useCart,
  useCartMutation,
  useCartOwner,
} from '../../lib/cart/hooks.ts';
import { apiFetch } from '../../lib/api.ts';
import { cartPaths } from '../../lib/cart/paths.ts';
import type { CartItem } from '../../lib/cart/types.ts';
import { Icon } from '../icons.tsx';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

/** The cart: items grouped by source shop, quantities, removal, selection and the total. */
export function CartView({ moneyLocale }: { moneyLocale: string }) {
  const t = useTranslations('cart');
  const notify = useToast();
  const cart = useCart();
  const { signedIn } = useCartOwner();
  const onError = () => notify(t('updateFailed'), 'error');
  const quantity = useCartMutation(
    (input: { itemId: number; variationId: number; quantity: number }) =>
      setVariationQuantity(input.itemId, input.variationId, input.quantity),
  );
  const removeVariation = useCartMutation((input: { itemId: number; variationId: number }) =>
    apiFetch(cartPaths.variation(input.itemId, input.variationId), { method: 'DELETE' }),
  );
  const remove = useCartMutation((ids: number[]) => removeItems(ids));
  const select = useCartMutation((input: { items: CartItem[]; selected: boolean }) =>
    Promise.all(input.items.map((item) => setSelected(item, input.selected))),
  );
  const busy =
    quantity.isPending || remove.isPending || select.isPending || removeVariation.isPending;

  if (cart.isPending) {
    return (
      <div className="grid gap-4" aria-busy>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <ErrorState
        title={t('loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void cart.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const items = cart.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon="cart"
        title={t('emptyTitle')}
        body={t('emptyBody')}
        action={
          <Link href="/" className={buttonClasses()}>
            {t('cta')}
          </Link>
        }
      />
    );
  }

  const groups = groupByShop(items);
  const summary = selectedTotal(items);
  const allSelected = items.every((item) => item.is_selected || !item.available);
  const checkoutHref = signedIn
    ? '/checkout'
    : `/login?return_to=${encodeURIComponent('/checkout')}`;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 gap-4" data-testid="cart-items">
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="inline-flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={allSelected}
              disabled={busy}
              onChange={(event) =>
                select.mutate(
                  { items: items.filter((i) => i.available), selected: event.target.checked },
                  { onError },
                )
              }
            />
            {t('selectAll')}
          </label>
          <span className="text-ink-muted">{t('itemCount', { count: items.length })}</span>
        </div>
        {groups.map((group) => (
          <section
            key={group.key}
            className="rounded-xl border border-line bg-surface"
            aria-label={group.name ?? t('unknownShop')}
          >
            <h2 className="flex items-center gap-2 border-b border-line px-4 py-3 text-sm font-semibold">
              <Icon name="bag" size={16} />
              {group.name ?? t('unknownShop')}
              <span className="ml-auto shrink-0 text-xs font-normal text-ink-subtle">
                {group.items[0]!.source_site}
              </span>
            </h2>
            <ul className="divide-y divide-line">
              {group.items.map((item) => (
                <li
                  key={item.id}
                  className="flex gap-2 p-3 md:gap-3 md:p-4"
                  data-testid="cart-item"
                >
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                    aria-label={t('selectItem', { title: item.title })}
                    checked={item.is_selected}
                    disabled={busy || !item.available}
                    onChange={(event) =>
                      select.mutate({ items: [item], selected: event.target.checked }, { onError })
                    }
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
                        onClick={() => remove.mutate([item.id], { onError })}
                        aria-label={t('removeItem', { title: item.title })}
                      >
                        <Icon name="close" size={16} />
                      </Button>
                    </div>
                    {!item.available ? (
                      <p className="mt-1 text-xs text-danger">{t('unavailable')}</p>
                    ) : null}
                    <ul className="mt-2 grid gap-3">
                      {item.variations.map((variation) => (
                        <li
                          key={variation.id}
                          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2"
                        >
                          <div className="min-w-0 text-xs text-ink-muted">
                            <p>
                              {variation.properties
                                .map((p) => `${p.name}: ${p.value}`)
                                .join(' · ') || t('defaultVariation')}
                            </p>
                            <p className="mt-0.5">
                              {t('unitPrice', {
                                price: formatMoney(variation.unit_price, moneyLocale),
                              })}
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
                              onChange={(next) =>
                                quantity.mutate(
                                  { itemId: item.id, variationId: variation.id, quantity: next },
                                  { onError },
                                )
                              }
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
                                onClick={() =>
                                  removeVariation.mutate(
                                    { itemId: item.id, variationId: variation.id },
                                    { onError },
                                  )
                                }
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
              ))}
            </ul>
          </section>
        ))}
      </div>
      <aside className="rounded-xl border border-line bg-surface p-4 lg:sticky lg:top-32">
        <h2 className="text-lg font-semibold">{t('summary')}</h2>
        <dl className="mt-3 grid gap-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-muted">{t('selectedPieces')}</dt>
            <dd>{summary?.pieces ?? 0}</dd>
          </div>
          <div className="flex justify-between text-base font-semibold">
            <dt>{t('subtotal')}</dt>
            <dd data-testid="cart-subtotal">
              {summary ? formatMoney(summary.total, moneyLocale) : '—'}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-ink-subtle">{t('shippingLater')}</p>
        {summary ? (
          <Link
            href={checkoutHref}
            className={buttonClasses({ variant: 'accent', size: 'lg', className: 'mt-4 w-full' })}
            data-testid="go-to-checkout"
          >
            {t('checkout')}
          </Link>
        ) : (
          <Button variant="accent" size="lg" className="mt-4 w-full" disabled>
            {t('checkout')}
          </Button>
        )}
        {summary ? null : <p className="mt-2 text-xs text-ink-muted">{t('selectToBuy')}</p>}
      </aside>
    </div>
  );
}
