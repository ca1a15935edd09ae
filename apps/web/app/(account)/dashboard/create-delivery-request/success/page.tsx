import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../../components/account/sectionMetadata.ts';
import { DeliveryRequestSuccess } from '../../../../../components/delivery/DeliveryRequestSuccess.tsx';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { regionContext } from '../../../../../lib/cart/server.ts';
import { sectionById } from '../../../../../lib/sections.ts';

interface Props {
  searchParams: Promise<{ request?: string }>;
}

export function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('createDeliveryRequestSuccess'));
}

/** The delivery request just created, read back from the API. */
export default async function DeliveryRequestSuccessPage({ searchParams }: Props) {
  const [t, context, query] = await Promise.all([
    getTranslations('dashboard'),
    regionContext(),
    searchParams,
  ]);
  const id = Number(query.request);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const label = t('sections.createDeliveryRequestSuccess.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">
        {t('sections.createDeliveryRequestSuccess.description')}
      </p>
      <DeliveryRequestSuccess id={id} moneyLocale={context.moneyLocale} />
    </div>
  );
}
