'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../components/auth/AuthProvider.tsx';
import { apiFetch } from '../api.ts';
import type { PagedList, Single } from '../api-types.ts';
import { mergeGuestCart } from './merge.ts';
import { CART_CHANGED_EVENT, CART_KEY, cartPaths } from './paths.ts';
import type { CartItem, WishlistItem } from './types.ts';

/** Who the cart belongs to: the signed-in session, the guest, or not known yet. */
export function useCartOwner(): { ready: boolean; signedIn: boolean; owner: string } {
  const { state } = useAuth();
  if (state.status === 'signedIn') return { ready: true, signedIn: true, owner: state.session.id };
  return { ready: state.status !== 'loading', signedIn: false, owner: 'guest' };
}

/**
 * The caller's cart: `GET cart-items` for a signed-in customer, `GET guest-cart` for a guest
 * (both keyed by the guest headers apiFetch sends). Refreshed when the login merge ran.
 */
export function useCart() {
  const { ready, signedIn, owner } = useCartOwner();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [CART_KEY] });
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, [queryClient]);
  return useQuery({
    queryKey: [CART_KEY, 'items', owner],
    queryFn: async ({ signal }) => {
      if (signedIn) {
        // Normally done right after sign-in; a navigation may have cut that short.
        await mergeGuestCart(owner).catch(() => undefined);
      }
      const path = signedIn ? cartPaths.list : cartPaths.guestList;
      return (await apiFetch<PagedList<CartItem>>(path, { signal })).data;
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CART_KEY] }),
  });
}

export function addToCart(productId: number, skuId: string, quantity: number) {
  return apiFetch<Single<CartItem>>(cartPaths.items, {
    method: 'POST',
    body: { product_id: productId, variations: [{ sku_id: skuId, quantity }] },
  });
}

export function setVariationQuantity(itemId: number, variationId: number, quantity: number) {
  return apiFetch(cartPaths.variation(itemId, variationId), {
    method: 'PUT',
    body: { quantity },
  });
}

export function removeItems(ids: number[]) {
  return apiFetch(cartPaths.destroy, { method: 'POST', body: { ids } });
}

export function setSelected(item: CartItem, isSelected: boolean) {
  return apiFetch(cartPaths.items, {
    method: 'PUT',
    body: {
      product_id: item.product_id,
      variations: item.variations.map((v) => ({ sku_id: v.sku_id, quantity: v.quantity })),
      is_selected: isSelected,
    },
  });
}

export function addToWishlist(productId: number) {
  return apiFetch<Single<WishlistItem>>(cartPaths.wishlistItems, {
    method: 'POST',
    body: { product_id: productId },
  });
}
