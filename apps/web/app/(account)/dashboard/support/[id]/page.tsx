import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { InquiryThread } from '../../../../../components/support/InquiryThread.tsx';
import { regionContext } from '../../../../../lib/cart/server.ts';
import { sectionById } from '../../../../../lib/sections.ts';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('detailTitle'), robots: { index: false } };
}

/** One support inquiry: the messages, the support team's replies and a reply box. */
export default async function InquiryPage({ params }: Props) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const [t, dashboard, context] = await Promise.all([
    getTranslations('support'),
    getTranslations('dashboard'),
    regionContext(),
  ]);
  return (
    <div>
      <Breadcrumbs
        trail={[
          { label: dashboard('sections.support.label'), href: sectionById('support').path },
          { label: t('detailTitle') },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('detailTitle')}</h1>
      <InquiryThread id={id} locale={context.moneyLocale} />
    </div>
  );
}
