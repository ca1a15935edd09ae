import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InvoiceDetail } from '../../../../../components/invoices/InvoiceDetail.tsx';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { regionContext } from '../../../../../lib/cart/server.ts';
import { positiveId } from '../../../../../lib/invoices/paths.ts';
import { sectionById } from '../../../../../lib/sections.ts';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoices');
  return { title: t('detailTitle'), robots: { index: false } };
}

/** One invoice: lines, paid and due, Pay and the PDF. */
export default async function InvoiceDetailPage({ params }: Props) {
  const id = positiveId((await params).id);
  if (id === null) notFound();
  const [t, dashboard, context] = await Promise.all([
    getTranslations('invoices'),
    getTranslations('dashboard'),
    regionContext(),
  ]);
  return (
    <div>
      <Breadcrumbs
        trail={[
          { label: dashboard('sections.invoice.label'), href: sectionById('invoice').path },
          { label: t('detailTitle') },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('detailTitle')}</h1>
      <InvoiceDetail id={id} moneyLocale={context.moneyLocale} />
    </div>
  );
}
