import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DisputeView } from '../../../../../components/disputes/DisputeView.tsx';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { regionContext } from '../../../../../lib/cart/server.ts';
import { sectionById } from '../../../../../lib/sections.ts';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('disputes');
  return { title: t('detailTitle'), robots: { index: false } };
}

/** One dispute: its outcome, refunds, timeline and the evidence form when asked. */
export default async function DisputePage({ params }: Props) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const [t, dashboard, context] = await Promise.all([
    getTranslations('disputes'),
    getTranslations('dashboard'),
    regionContext(),
  ]);
  return (
    <div>
      <Breadcrumbs
        trail={[
          { label: dashboard('sections.disputes.label'), href: sectionById('disputes').path },
          { label: t('detailTitle') },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('detailTitle')}</h1>
      <DisputeView id={id} locale={context.moneyLocale} />
    </div>
  );
}
