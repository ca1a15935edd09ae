import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '../../../../../../components/orders/Breadcrumbs.tsx';
import { ParcelDetail } from '../../../../../../components/ship-for-me/ParcelDetail.tsx';
import { regionContext } from '../../../../../../lib/cart/server.ts';
import { sectionById } from '../../../../../../lib/sections.ts';

interface Props {
  params: Promise<{ number: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await params).number.toUpperCase() };
}

/** One parcel by its number (SP-…): what we measured, its photos and its timeline. */
export default async function ParcelPage({ params }: Props) {
  const [t, context, { number }] = await Promise.all([
    getTranslations('dashboard'),
    regionContext(),
    params,
  ]);
  if (!/^SP-\d{8,}$/i.test(number)) notFound();
  const parcels = sectionById('shipForMeMyParcel');
  return (
    <div>
      <Breadcrumbs
        trail={[
          { label: t('sections.shipForMeMyParcel.label'), href: parcels.path },
          { label: number.toUpperCase() },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{number.toUpperCase()}</h1>
      <ParcelDetail number={number.toUpperCase()} moneyLocale={context.moneyLocale} />
    </div>
  );
}
