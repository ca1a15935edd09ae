import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../components/orders/Breadcrumbs.tsx';
import { ShipmentOrders } from '../../../components/ship-for-me/ShipmentOrders.tsx';
import { regionContext } from '../../../lib/cart/server.ts';
import { sectionById } from '../../../lib/sections.ts';

export function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('shipmentList'));
}

/** Every Ship For Me request of the customer, by status. */
export default async function ShipmentListPage() {
  const [t, context] = await Promise.all([getTranslations('dashboard'), regionContext()]);
  const label = t('sections.shipmentList.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.shipmentList.description')}</p>
      <ShipmentOrders moneyLocale={context.moneyLocale} view="orders" />
    </div>
  );
}
