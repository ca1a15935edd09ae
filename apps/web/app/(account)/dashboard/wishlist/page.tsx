import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '../../../../components/orders/Breadcrumbs.tsx';
import { Wishlist } from '../../../../components/wishlist/Wishlist.tsx';
import { regionContext } from '../../../../lib/cart/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('wishlistTitle'), robots: { index: false } };
}

/** The customer's saved products. */
export default async function WishlistPage() {
  const [t, context] = await Promise.all([getTranslations('orders'), regionContext()]);
  return (
    <div>
      <Breadcrumbs trail={[{ label: t('wishlistTitle') }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('wishlistTitle')}</h1>
      <p className="mt-1 text-ink-muted">{t('wishlistDescription')}</p>
      <Wishlist moneyLocale={context.moneyLocale} />
    </div>
  );
}
