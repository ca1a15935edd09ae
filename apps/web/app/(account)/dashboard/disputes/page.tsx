import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { DisputeList } from '../../../../components/disputes/DisputeList.tsx';
import { Breadcrumbs } from '../../../../components/orders/Breadcrumbs.tsx';
import { regionContext } from '../../../../lib/cart/server.ts';
import { sectionById } from '../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('disputes'));
}

/** The customer's Buy-and-Ship disputes. */
export default async function DisputesPage() {
  const [t, context] = await Promise.all([getTranslations('dashboard'), regionContext()]);
  const label = t('sections.disputes.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.disputes.description')}</p>
      <DisputeList locale={context.moneyLocale} />
    </div>
  );
}
