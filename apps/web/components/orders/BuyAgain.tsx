'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiError, api, ok } from '../../lib/api.ts';
import { cartKeys } from '../../lib/cart/query-keys.ts';
import type { BuyProduct } from '../../lib/cart/types.ts';
import { Button } from '../ui/Button.tsx';
import { useToast } from '../ui/Toast.tsx';

/** Buy again: the product's variations go back into the cart (`clone-order`), same quantities. */
export function BuyAgain({ product }: { product: BuyProduct }) {
  const t = useTranslations('orderActions');
  const notify = useToast();
  const queryClient = useQueryClient();
  const clone = useMutation({
    mutationFn: () =>
      ok(
        api.POST('/api/buy-and-ship/customer/buy-product/v1/clone-order', {
          body: { order_id: product.order_id, product_ids: [product.id] },
        }),
      ),
    onSuccess: ({ data }) => {
      if (data.cart_item_ids.length === 0) notify(t('nothingToAdd'), 'error');
      else notify(t('addedToCart'), 'info', { href: '/cart', label: t('viewCart') });
    },
    onError: (error) =>
      notify(
        error instanceof ApiError && error.status < 500 ? error.message : t('buyAgainFailed'),
        'error',
      ),
    // The header's cart count reads the cart queries.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={clone.isPending}
      onClick={() => clone.mutate()}
      data-testid="buy-again"
    >
      {t('buyAgain')}
    </Button>
  );
}
