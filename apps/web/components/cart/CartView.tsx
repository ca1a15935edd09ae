'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { groupByShop, selectedTotal } from '../../lib/cart/group.ts';
import {
  removeItems,
  removeVariation,
  setSelected,
  setVariationQuantity,
  useCart,
  useCartMutation,
  useCartOwner,
} from '../../lib/cart/hooks.ts';
import type { CartItem } from '../../lib/cart/types.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { CartActions } from './cart-actions.ts';
import { CartShopGroup } from './CartShopGroup.tsx';
import { CartSummary } from './CartSummary.tsx';

/** The cart: items grouped by source shop, quantities, removal, selection and the total. */
export function CartView({ moneyLocale }: { moneyLocale: string }) {
  const t = useTranslations('cart');
  const notify = useToast();
  const { describe } = useErrorMessage();
  const cart = useCart();
  const { signedIn } = useCartOwner();
  const onError = () => notify(t('updateFailed'), 'error');
  const quantity = useCartMutation(
    (input: { itemId: number; variationId: number; quantity: number }) =>
      setVariationQuantity(input.itemId, input.variationId, input.quantity),
  );
  const dropVariation = useCartMutation((input: { itemId: number; variationId: number }) =>
    removeVariation(input.itemId, input.variationId),
  );
  const remove = useCartMutation((ids: number[]) => removeItems(ids));
  const select = useCartMutation((input: { items: CartItem[]; selected: boolean }) =>
    Promise.all(input.items.map((item) => setSelected(item, input.selected))),
  );
  const actions: CartActions = {
    busy: quantity.isPending || remove.isPending || select.isPending || dropVariation.isPending,
    select: (items, selected) => select.mutate({ items, selected }, { onError }),
    remove: (itemId) => remove.mutate([itemId], { onError }),
    setQuantity: (itemId, variationId, next) =>
      quantity.mutate({ itemId, variationId, quantity: next }, { onError }),
    removeVariation: (itemId, variationId) =>
      dropVariation.mutate({ itemId, variationId }, { onError }),
  };

  if (cart.isPending) {
    return (
      <div className="grid gap-4" aria-busy>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (cart.isError) {
    const failure = describe(cart.error);
    return (
      <ErrorState
        title={t('loadFailed')}
        body={failure.title}
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

  const allSelected = items.every((item) => item.is_selected || !item.available);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 gap-4" data-testid="cart-items">
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="inline-flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={allSelected}
              disabled={actions.busy}
              onChange={(event) =>
                actions.select(
                  items.filter((i) => i.available),
                  event.target.checked,
                )
              }
            />
            {t('selectAll')}
          </label>
          <span className="text-ink-muted">{t('itemCount', { count: items.length })}</span>
        </div>
        {groupByShop(items).map((group) => (
          <CartShopGroup
            key={group.key}
            group={group}
            actions={actions}
            moneyLocale={moneyLocale}
          />
        ))}
      </div>
      <CartSummary summary={selectedTotal(items)} signedIn={signedIn} moneyLocale={moneyLocale} />
    </div>
  );
}
