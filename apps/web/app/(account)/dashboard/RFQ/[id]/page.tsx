import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { RfqRequestDetail } from '../../../../../components/rfq/RfqRequestDetail.tsx';
import { regionContext } from '../../../../../lib/cart/server.ts';
import { rfqListPath } from '../../../../../lib/rfq/paths.ts';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rfq');
  return { title: t('detailTitle'), robots: { index: false } };
}

/** One request for quotation with its quotes and "Place order". */
export default async function RfqDetailPage({ params }: Props) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const [t, dashboard, locale, context] = await Promise.all([
    getTranslations('rfq'),
    getTranslations('dashboard'),
    getLocale(),
    regionContext(),
  ]);
  return (
    <div>
      <Breadcrumbs
        trail={[
          { label: dashboard('sections.rfq.label'), href: rfqListPath },
          { label: t('detailTitle') },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('detailTitle')}</h1>
      <RfqRequestDetail id={id} locale={locale} moneyLocale={context.moneyLocale} />
    </div>
  );
}
