'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { api, ApiError, ok } from '../../lib/api.ts';
import { wishlistKeys } from '../../lib/wishlist/query-keys.ts';
import { Icon } from '../icons.tsx';
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
  const queryClient = useQueryClient();
  // The heart shows whether this product is already saved (after a save, and on reload).
  const saved = useQuery({
    queryKey: wishlistKeys.ids,
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/purchase/customer/wishlist/v1/wishlist-items-id', { signal }))).data,
    enabled: signedIn,
    staleTime: 60_000,
  });
  const isSaved = signedIn && (saved.data?.includes(productId) ?? false);

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
      onSuccess: () => {
        notify(t('wishlistAdded'));
        void queryClient.invalidateQueries({ queryKey: wishlistKeys.ids });
      },
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
    <>
      {/* On a phone the buttons ride above the tab bar, so adding is one tap from anywhere on the
    page; from the tablet width up they sit in the page. */}
      <div
        data-testid="purchase-bar"
        className="fixed inset-x-0 bottom-16 z-30 grid grid-cols-[1fr_auto] gap-2 border-t border-line bg-surface/95 p-3 backdrop-blur md:static md:grid-cols-2 md:gap-3 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
      >
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
          disabled={!ready || wish.isPending || isSaved}
          aria-pressed={isSaved}
          aria-label={isSaved ? t('wishlistSaved') : t('addToWishlist')}
          data-testid="add-to-wishlist"
          className="gap-2"
        >
          <Icon name="heart" className={isSaved ? 'fill-accent-600 text-accent-600' : undefined} />
          <span className="hidden md:inline">
            {isSaved ? t('wishlistSaved') : t('addToWishlist')}
          </span>
        </Button>
      </div>
      <div aria-hidden className="h-14 md:hidden" />
    </>
  );
}
