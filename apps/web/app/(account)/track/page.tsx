import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TrackOrder } from '../../../components/delivery/TrackOrder.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('track'))('title') };
}

/** Track orders: where any parcel, buy product or delivery request of the customer's is. */
export default async function TrackPage() {
  const t = await getTranslations('track');
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-ink-muted">{t('description')}</p>
      <TrackOrder />
    </div>
  );
}
