import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { MyDelivery } from '../../../../../components/orders/MyDelivery.tsx';
import { isDeliveryStatus } from '../../../../../lib/orders/delivery.ts';
import { sectionById } from '../../../../../lib/sections.ts';

interface Props {
  searchParams: Promise<{ status?: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('buyAndShipMyDelivery'));
}

/** Buy-and-Ship → My Delivery: products on their way home, ready for delivery, delivered. */
export default async function MyDeliveryPage({ searchParams }: Props) {
  const [t, dashboard, query] = await Promise.all([
    getTranslations('myDelivery'),
    getTranslations('dashboard'),
    searchParams,
  ]);
  const label = dashboard('sections.buyAndShipMyDelivery.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('description')}</p>
      <MyDelivery initialStatus={isDeliveryStatus(query.status) ? query.status : null} />
    </div>
  );
}
