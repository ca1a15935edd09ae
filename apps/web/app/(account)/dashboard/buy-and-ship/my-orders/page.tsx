import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { MyOrders } from '../../../../../components/orders/MyOrders.tsx';
import { regionContext } from '../../../../../lib/cart/server.ts';
import { isBuyStatus } from '../../../../../lib/orders/status.ts';
import { sectionById } from '../../../../../lib/sections.ts';

interface Props {
  searchParams: Promise<{ status?: string; placed?: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('buyAndShipMyOrders'));
}

/** Buy-and-Ship → My Orders: status tabs with counts and the customer's buy products. */
export default async function MyOrdersPage({ searchParams }: Props) {
  const [t, context, query] = await Promise.all([
    getTranslations('dashboard'),
    regionContext(),
    searchParams,
  ]);
  const label = t('sections.buyAndShipMyOrders.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.buyAndShipMyOrders.description')}</p>
      <MyOrders
        moneyLocale={context.moneyLocale}
        initialStatus={isBuyStatus(query.status) ? query.status : null}
        placed={query.placed ?? null}
      />
    </div>
  );
}
