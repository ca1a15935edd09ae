import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '../../../../../../components/orders/Breadcrumbs.tsx';
import { ConsolidationDetail } from '../../../../../../components/ship-for-me/ConsolidationDetail.tsx';
import { regionContext } from '../../../../../../lib/cart/server.ts';
import { sectionById } from '../../../../../../lib/sections.ts';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('shipForMe.consolidation'))('title') };
}

/** A box of several parcels: the saving, then confirm and pay, or cancel. */
export default async function ConsolidationPage({ params }: Props) {
  const [t, box, context, { id }] = await Promise.all([
    getTranslations('dashboard'),
    getTranslations('shipForMe.consolidation'),
    regionContext(),
    params,
  ]);
  if (!/^\d{1,15}$/.test(id)) notFound();
  const parcels = sectionById('shipForMeMyParcel');
  return (
    <div>
      <Breadcrumbs
        trail={[
          { label: t('sections.shipForMeMyParcel.label'), href: parcels.path },
          { label: box('title') },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{box('title')}</h1>
      <p className="mt-1 text-ink-muted">{box('intro')}</p>
      <ConsolidationDetail id={Number(id)} moneyLocale={context.moneyLocale} />
    </div>
  );
}
