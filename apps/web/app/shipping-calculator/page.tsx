import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ShippingCalculator } from '../../components/ship-for-me/ShippingCalculator.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { regionContext } from '../../lib/cart/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shipForMe.calculatorPage');
  return { title: t('title') };
}

/** The shipping cost calculator for everyone, signed in or not, and the way to a request. */
export default async function ShippingCalculatorPage() {
  const [t, context] = await Promise.all([
    getTranslations('shipForMe.calculatorPage'),
    regionContext(),
  ]);
  return (
    <div className="container-page grid gap-6 py-6 md:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-ink-muted">{t('description')}</p>
      </div>
      <ShippingCalculator region={context.regionCode} moneyLocale={context.moneyLocale} />
      <div>
        <Link href="/ship-for-me" className={buttonClasses({ variant: 'accent' })}>
          {t('start')}
        </Link>
      </div>
    </div>
  );
}
