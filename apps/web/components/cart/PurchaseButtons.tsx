'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { ApiError } from '../../lib/api.ts';
import { addToCart, addToWishlist, useCartMutation, useCartOwner } from '../../lib/cart/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button } from '../ui/Button.tsx';
import { useToast } from '../ui/Toast.tsx';

export interface PurchaseButtonsProps {
  productId: number;
  /** The chosen SKU; null until every property is chosen. */
  skuId: string | null;
  quantity: number;
  soldOut: boolean;
}

/** "Add to cart" (guests too) and "Add to wishlist" (signed-in customers) on the product page. */
export function PurchaseButtons({ productId, skuId, quantity, soldOut }: PurchaseButtonsProps) {
  const t = useTranslations('cart');
  const notify = useToast();
  const { line } = useErrorMessage();
  const router = useRouter();
  const { ready, signedIn } = useCartOwner();
  const add = useCartMutation((input: { skuId: string; quantity: number }) =>
    addToCart(productId, input.skuId, input.quantity),
  );
  const wish = useCartMutation(() => addToWishlist(productId));

  const onAdd = () => {
    if (!skuId) {
      notify(t('chooseFirst'), 'error');
      return;
    }
    add.mutate(
      { skuId, quantity },
      {
        onSuccess: () => notify(t('added')),
        onError: (error) => notify(line(error), 'error'),
      },
    );
  };

  const onWish = () => {
    if (!signedIn) {
      const here = `${window.location.pathname}${window.location.search}`;
      router.push(`/login?return_to=${encodeURIComponent(here)}`);
      return;
    }
    wish.mutate(undefined, {
      onSuccess: () => notify(t('wishlistAdded')),
      onError: (error) =>
        notify(
          error instanceof ApiError && error.status === 409
            ? t('wishlistAlready')
            : t('wishlistFailed'),
          error instanceof ApiError && error.status === 409 ? 'info' : 'error',
        ),
    });
  };

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Button
        variant="accent"
        size="lg"
        onClick={onAdd}
        disabled={soldOut || add.isPending}
        data-testid="add-to-cart"
      >
        {add.isPending ? t('adding') : t('addToCart')}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        onClick={onWish}
        // Until the session is known a signed-in customer would be sent to sign in again.
        disabled={!ready || wish.isPending}
        data-testid="add-to-wishlist"
      >
        {t('addToWishlist')}
      </Button>
    </div>
  );
}
