import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LandedCostCalculator } from '../../components/ship-for-me/LandedCostCalculator.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { regionContext } from '../../lib/cart/server.ts';
import { getCurrentRegion } from '../../lib/server-api.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shipForMe.landedCost');
  return { title: t('title') };
}

/** The landed-cost calculator for everyone, before buying: what a product costs at the door. */
export default async function LandedCostPage() {
  const [t, context, region] = await Promise.all([
    getTranslations('shipForMe.landedCost'),
    regionContext(),
    getCurrentRegion(),
  ]);
  return (
    <div className="container-page grid gap-6 py-6 md:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-ink-muted">{t('description')}</p>
      </div>
      <LandedCostCalculator
        region={context.regionCode}
        currency={region?.currency_code ?? 'BDT'}
        moneyLocale={context.moneyLocale}
      />
      <div className="flex flex-wrap gap-3">
        <Link href="/ship-for-me" className={buttonClasses({ variant: 'accent' })}>
          {t('start')}
        </Link>
        <Link href="/shipping-calculator" className={buttonClasses({ variant: 'secondary' })}>
          {t('shippingOnly')}
        </Link>
      </div>
    </div>
  );
}
