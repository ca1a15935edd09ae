import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { ShipmentOrders } from '../../../../../components/ship-for-me/ShipmentOrders.tsx';
import { regionContext } from '../../../../../lib/cart/server.ts';
import { sectionById } from '../../../../../lib/sections.ts';

export function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('shipForMeMyParcel'));
}

/** My Parcel: each parcel with its status; a parcel opens its photos, weight and timeline. */
export default async function MyParcelPage() {
  const [t, context] = await Promise.all([getTranslations('dashboard'), regionContext()]);
  const label = t('sections.shipForMeMyParcel.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.shipForMeMyParcel.description')}</p>
      <ShipmentOrders moneyLocale={context.moneyLocale} view="parcels" />
    </div>
  );
}
