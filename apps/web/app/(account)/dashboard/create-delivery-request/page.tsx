import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { CreateDeliveryRequest } from '../../../../components/delivery/CreateDeliveryRequest.tsx';
import { Breadcrumbs } from '../../../../components/orders/Breadcrumbs.tsx';
import { regionContext } from '../../../../lib/cart/server.ts';
import { preselected } from '../../../../lib/delivery/selection.ts';
import { sectionById } from '../../../../lib/sections.ts';

interface Props {
  searchParams: Promise<{ items?: string }>;
}

export function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('createDeliveryRequest'));
}

/** Arrived goods of both services, to the customer's door by a local courier. */
export default async function CreateDeliveryRequestPage({ searchParams }: Props) {
  const [t, context, query] = await Promise.all([
    getTranslations('dashboard'),
    regionContext(),
    searchParams,
  ]);
  const label = t('sections.createDeliveryRequest.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.createDeliveryRequest.description')}</p>
      <CreateDeliveryRequest initial={preselected(query.items)} moneyLocale={context.moneyLocale} />
    </div>
  );
}
