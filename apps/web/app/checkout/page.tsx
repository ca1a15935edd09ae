import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutView } from '../../components/checkout/CheckoutView.tsx';
import { regionContext } from '../../lib/cart/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('title') };
}

/** Checkout of the selected cart items into one Buy-and-Ship order (issue 5). */
export default async function CheckoutPage() {
  const [t, context] = await Promise.all([getTranslations('checkout'), regionContext()]);
  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
      <div className="mt-6">
        <CheckoutView moneyLocale={context.moneyLocale} regionCode={context.regionCode} />
      </div>
    </div>
  );
}
