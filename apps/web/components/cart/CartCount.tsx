'use client';

import { useTranslations } from 'next-intl';
import { cartCount } from '../../lib/cart/group.ts';
import { useCart } from '../../lib/cart/hooks.ts';

/** The header badge: pieces in the guest's or the customer's cart. */
export function CartCount() {
  const t = useTranslations('cart');
  const cart = useCart();
  const count = cart.data ? cartCount(cart.data) : 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="cart-count"
      aria-label={t('countLabel', { count })}
      className="absolute -top-0.5 left-6 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[11px] leading-none font-bold text-white md:left-7"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
