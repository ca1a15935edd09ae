'use client';

import { formatMoney } from '@crossport/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { api, ok } from '../../lib/api.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { wishlistKeys } from '../../lib/wishlist/query-keys.ts';
import { Icon } from '../icons.tsx';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { WishlistLinkBox } from './WishlistLinkBox.tsx';
import { WishlistLinkImports } from './WishlistLinkImports.tsx';

const WISHLIST_ITEMS = '/api/purchase/customer/wishlist/v1/wishlist-items';

/** The wishlist page's body: save by link, imports under way, then the saved products. */
export function Wishlist({ moneyLocale }: { moneyLocale: string }) {
  return (
    <>
      <WishlistLinkBox />
      <WishlistLinkImports />
      <WishlistItems moneyLocale={moneyLocale} />
    </>
  );
}

/** Saved products, with their current from-price; open one to choose a variation and buy. */
function WishlistItems({ moneyLocale }: { moneyLocale: string }) {
  const t = useTranslations('orders');
  const notify = useToast();
  const { describe } = useErrorMessage();
  const queryClient = useQueryClient();
  const items = useQuery({
    queryKey: wishlistKeys.items,
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET(WISHLIST_ITEMS, {
            params: { query: { page: 1 } },
            signal,
          }),
        )
      ).data,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      ok(api.DELETE(`${WISHLIST_ITEMS}/{id}`, { params: { path: { id } } })),
    onError: () => notify(t('removeFailed'), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.items }),
  });

  if (items.isPending) return <Skeleton className="mt-6 h-32 w-full" />;
  if (items.isError)
    return <ErrorState title={t('loadFailed')} body={describe(items.error).title} />;
  if (items.data.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState
          icon="sparkle"
          title={t('wishlistEmptyTitle')}
          body={t('wishlistEmptyBody')}
          action={
            <Link href="/" className={buttonClasses()}>
              {t('startShopping')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="wishlist">
      {items.data.map((item) => (
        <li key={item.id} className="flex gap-3 rounded-xl border border-line bg-surface p-3">
          {item.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- image from the source shop
            <img src={item.image} alt="" className="h-20 w-20 shrink-0 rounded-md object-cover" />
          ) : (
            <div className="h-20 w-20 shrink-0 rounded-md bg-brand-50" />
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <Link
              href={`/products/${item.product_id}`}
              className="line-clamp-2 text-sm font-medium hover:text-brand-700"
            >
              {item.title}
            </Link>
            <p className="mt-1 text-sm font-semibold">
              {item.price
                ? t('fromPrice', { price: formatMoney(item.price, moneyLocale) })
                : t('gone')}
            </p>
            <div className="mt-auto flex items-center gap-2 pt-2">
              <Link
                href={`/products/${item.product_id}`}
                className={buttonClasses({ size: 'sm', variant: 'secondary' })}
              >
                {t('view')}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(item.id)}
                aria-label={t('removeFromWishlist', { title: item.title })}
              >
                <Icon name="close" size={16} />
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
