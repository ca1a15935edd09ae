import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../components/orders/Breadcrumbs.tsx';
import { ShipForMeStepper } from '../../../components/ship-for-me/ShipForMeStepper.tsx';
import { ShippingCalculator } from '../../../components/ship-for-me/ShippingCalculator.tsx';
import { regionContext } from '../../../lib/cart/server.ts';
import { sectionById } from '../../../lib/sections.ts';
import { getCurrentRegion } from '../../../lib/server-api.ts';

const section = sectionById('shipForMeRequest');

export function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(section);
}

/** Ship For Me: the request stepper, with the shipping cost calculator under it. */
export default async function ShipForMeRequestPage() {
  const [t, context, region] = await Promise.all([
    getTranslations('dashboard'),
    regionContext(),
    getCurrentRegion(),
  ]);
  const label = t('sections.shipForMeRequest.label');
  return (
    <div className="grid gap-8">
      <div>
        <Breadcrumbs trail={[{ label }]} />
        <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
        <p className="mt-1 text-ink-muted">{t('sections.shipForMeRequest.description')}</p>
        <div className="mt-6">
          <ShipForMeStepper
            region={context.regionCode}
            currency={region?.currency_code ?? 'BDT'}
            moneyLocale={context.moneyLocale}
          />
        </div>
      </div>
      <ShippingCalculator region={context.regionCode} moneyLocale={context.moneyLocale} />
    </div>
  );
}
