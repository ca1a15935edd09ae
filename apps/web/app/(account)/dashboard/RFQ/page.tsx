import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../../components/orders/Breadcrumbs.tsx';
import { RfqRequestList } from '../../../../components/rfq/RfqRequestList.tsx';
import { buttonClasses } from '../../../../components/ui/Button.tsx';
import { rfqNewPath } from '../../../../lib/rfq/paths.ts';
import { sectionById } from '../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('rfq'));
}

/** Request for Quotation: the customer's requests and the way to ask for a new one. */
export default async function RfqPage() {
  const [t, rfq, locale] = await Promise.all([
    getTranslations('dashboard'),
    getTranslations('rfq'),
    getLocale(),
  ]);
  const label = t('sections.rfq.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
          <p className="mt-1 text-ink-muted">{t('sections.rfq.description')}</p>
        </div>
        <Link href={rfqNewPath} className={buttonClasses()} data-testid="rfq-new">
          {rfq('new')}
        </Link>
      </div>
      <div className="mt-6">
        <RfqRequestList locale={locale} />
      </div>
    </div>
  );
}
