import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { ShipmentOrders } from '../../../../../components/ship-for-me/ShipmentOrders.tsx';
import { regionContext } from '../../../../../lib/cart/server.ts';
import { sectionById } from '../../../../../lib/sections.ts';

interface Props {
  searchParams: Promise<{ created?: string }>;
}

export function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('shipForMeMyShipment'));
}

/** My Shipment: the customer's requests; after sending one, it says so on top. */
export default async function MyShipmentPage({ searchParams }: Props) {
  const [t, context, query] = await Promise.all([
    getTranslations('dashboard'),
    regionContext(),
    searchParams,
  ]);
  const label = t('sections.shipForMeMyShipment.label');
  const created = /^SO-\d{8,}$/.test(query.created ?? '') ? query.created! : null;
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.shipForMeMyShipment.description')}</p>
      <ShipmentOrders moneyLocale={context.moneyLocale} view="orders" created={created} />
    </div>
  );
}
