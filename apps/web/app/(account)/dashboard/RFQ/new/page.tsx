import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { RfqRequestForm } from '../../../../../components/rfq/RfqRequestForm.tsx';
import { rfqListPath } from '../../../../../lib/rfq/paths.ts';
import { getCurrentRegion } from '../../../../../lib/server-api.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('rfq');
  return { title: t('newTitle'), robots: { index: false } };
}

/** Ask for a quotation, delivered to the region the customer shops in. */
export default async function NewRfqPage() {
  const [t, dashboard, region] = await Promise.all([
    getTranslations('rfq'),
    getTranslations('dashboard'),
    getCurrentRegion(),
  ]);
  return (
    <div>
      <Breadcrumbs
        trail={[
          { label: dashboard('sections.rfq.label'), href: rfqListPath },
          { label: t('newTitle') },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('newTitle')}</h1>
      <p className="mt-1 text-ink-muted">{t('newIntro')}</p>
      <div className="mt-6">
        <RfqRequestForm
          regionCode={region?.code ?? 'BD'}
          currency={region?.currency_code ?? 'BDT'}
        />
      </div>
    </div>
  );
}
