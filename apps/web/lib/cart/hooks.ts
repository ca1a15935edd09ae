'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../components/auth/AuthProvider.tsx';
import { api, ok } from '../api.ts';
import { mergeGuestCart } from './merge.ts';
import { CART_CHANGED_EVENT, cartKeys } from './query-keys.ts';
import type { CartItem } from './types.ts';

const CART_ITEMS = '/api/purchase/customer/cart/v1/cart-items';

/** Who the cart belongs to: the signed-in session, the guest, or not known yet. */
export function useCartOwner(): { ready: boolean; signedIn: boolean; owner: string } {
  const { state } = useAuth();
  if (state.status === 'signedIn') return { ready: true, signedIn: true, owner: state.session.id };
  return { ready: state.status !== 'loading', signedIn: false, owner: 'guest' };
}

/**
 * The caller's cart: `GET cart-items` for a signed-in customer, `GET guest-cart` for a guest
 * (both keyed by the guest headers the client sends). Refreshed when the login merge ran.
 */
export function useCart() {
  const { ready, signedIn, owner } = useCartOwner();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, [queryClient]);
  return useQuery({
    queryKey: cartKeys.items(owner),
    queryFn: async ({ signal }) => {
      if (signedIn) {
        // Normally done right after sign-in; a navigation may have cut that short.
        await mergeGuestCart(owner).catch(() => undefined);
      }
      // Spec §7: list requests are fixed at page 1.
      const query = { page: 1 };
      const answer = signedIn
        ? await ok(api.GET(CART_ITEMS, { params: { query }, signal }))
        : await ok(
            api.GET('/api/purchase/customer/cart/v1/guest-cart', { params: { query }, signal }),
          );
      return answer.data;
    },
    enabled: ready,
    staleTime: 0,
  });
}

/** A cart write; every cart query refreshes afterwards. */
export function useCartMutation<TInput>(write: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export function addToCart(productId: number, skuId: string, quantity: number) {
  return ok(
    api.POST(CART_ITEMS, {
      body: { product_id: productId, variations: [{ sku_id: skuId, quantity }] },
    }),
  );
}

export function setVariationQuantity(itemId: number, variationId: number, quantity: number) {
  return ok(
    api.PUT(`${CART_ITEMS}/{id}/variations/{variationId}`, {
      params: { path: { id: itemId, variationId } },
      body: { quantity },
    }),
  );
}

export function removeVariation(itemId: number, variationId: number) {
  return ok(
    api.DELETE(`${CART_ITEMS}/{id}/variations/{variationId}`, {
      params: { path: { id: itemId, variationId } },
    }),
  );
}

export function removeItems(ids: number[]) {
  return ok(api.POST(`${CART_ITEMS}/destroy`, { body: { ids } }));
}

export function setSelected(item: CartItem, isSelected: boolean) {
  return ok(
    api.PUT(CART_ITEMS, {
      body: {
        product_id: item.product_id,
        variations: item.variations.map((v) => ({ sku_id: v.sku_id, quantity: v.quantity })),
        is_selected: isSelected,
      },
    }),
  );
}

export function addToWishlist(productId: number) {
  return ok(
    api.POST('/api/purchase/customer/wishlist/v1/wishlist-items', {
      body: { product_id: productId },
    }),
  );
}
