import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '../../../../../../components/orders/Breadcrumbs.tsx';
import { OrderDetail } from '../../../../../../components/orders/OrderDetail.tsx';
import { regionContext } from '../../../../../../lib/cart/server.ts';
import { orderListPath } from '../../../../../../lib/orders/status.ts';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('detailTitle'), robots: { index: false } };
}

/** One buy product with its order, invoice and timeline. */
export default async function OrderDetailPage({ params }: Props) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const [t, dashboard, context] = await Promise.all([
    getTranslations('orders'),
    getTranslations('dashboard'),
    regionContext(),
  ]);
  return (
    <div>
      <Breadcrumbs
        trail={[
          { label: dashboard('sections.buyAndShipMyOrders.label'), href: orderListPath },
          { label: t('detailTitle') },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('detailTitle')}</h1>
      <OrderDetail id={id} moneyLocale={context.moneyLocale} />
    </div>
  );
}
