import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '../../components/cart/CartView.tsx';
import { regionContext } from '../../lib/cart/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart');
  return { title: t('title') };
}

/** The guest's or the customer's cart, grouped by source shop (issue 5). */
export default async function CartPage() {
  const [t, context] = await Promise.all([getTranslations('cart'), regionContext()]);
  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
      <div className="mt-6">
        <CartView moneyLocale={context.moneyLocale} />
      </div>
    </div>
  );
}
