'use client';

import { useTranslations } from 'next-intl';
import type { ShopGroup } from '../../lib/cart/group.ts';
import { Icon } from '../icons.tsx';
import type { CartActions } from './cart-actions.ts';
import { CartLineItem } from './CartLineItem.tsx';

/** The cart items bought from one source shop, under the shop's name and site. */
export function CartShopGroup({
  group,
  actions,
  moneyLocale,
}: {
  group: ShopGroup;
  actions: CartActions;
  moneyLocale: string;
}) {
  const t = useTranslations('cart');
  const name = group.name ?? t('unknownShop');
  return (
    <section className="rounded-xl border border-line bg-surface" aria-label={name}>
      <h2 className="flex items-center gap-2 border-b border-line px-4 py-3 text-sm font-semibold">
        <Icon name="bag" size={16} />
        {name}
        <span className="ml-auto shrink-0 text-xs font-normal text-ink-subtle">
          {group.items[0]!.source_site}
        </span>
      </h2>
      <ul className="divide-y divide-line">
        {group.items.map((item) => (
          <CartLineItem key={item.id} item={item} actions={actions} moneyLocale={moneyLocale} />
        ))}
      </ul>
    </section>
  );
}
