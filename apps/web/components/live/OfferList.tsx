'use client';

import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { addToCart, useCartMutation } from '../../lib/cart/hooks.ts';
import type { StreamOffer } from '../../lib/live/server-live.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ProductImage } from '../catalog/ProductImage.tsx';
import { Button } from '../ui/Button.tsx';
import { useToast } from '../ui/Toast.tsx';

/** The products shown in the stream, each added to the cart in one tap (its first variation). */
export function OfferList({ offers, moneyLocale }: { offers: StreamOffer[]; moneyLocale: string }) {
  const t = useTranslations('live');
  const notify = useToast();
  const { line } = useErrorMessage();
  const add = useCartMutation((offer: { productId: number; skuId: string }) =>
    addToCart(offer.productId, offer.skuId, 1),
  );
  return (
    <ul className="grid gap-3" data-testid="stream-offers">
      {offers.map(({ product, default_sku_id: skuId }) => (
        <li
          key={product.id}
          data-testid="stream-offer"
          className="flex gap-3 rounded-xl border border-line bg-surface p-3"
        >
          <Link href={`/products/${product.id}`} className="w-20 shrink-0">
            <ProductImage src={product.image} alt="" className="rounded-lg" />
          </Link>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link
              href={`/products/${product.id}`}
              className="line-clamp-2 text-sm font-medium hover:text-brand-800"
            >
              {product.title}
            </Link>
            <p className="font-bold text-brand-800">{formatMoney(product.price, moneyLocale)}</p>
            <div className="mt-auto">
              {skuId ? (
                <Button
                  size="sm"
                  disabled={add.isPending}
                  onClick={() =>
                    add.mutate(
                      { productId: product.id, skuId },
                      {
                        onSuccess: () => notify(t('added', { title: product.title })),
                        onError: (error) => notify(line(error), 'error'),
                      },
                    )
                  }
                >
                  {t('addToCart')}
                </Button>
              ) : (
                <p className="text-sm text-ink-muted">{t('soldOut')}</p>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
