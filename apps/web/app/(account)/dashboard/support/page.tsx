import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../../components/orders/Breadcrumbs.tsx';
import { InquiryList } from '../../../../components/support/InquiryList.tsx';
import { regionContext } from '../../../../lib/cart/server.ts';
import { sectionById } from '../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('support'));
}

/** The customer's support inquiries and where each stands. */
export default async function SupportPage() {
  const [t, context] = await Promise.all([getTranslations('dashboard'), regionContext()]);
  const label = t('sections.support.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.support.description')}</p>
      <InquiryList locale={context.moneyLocale} />
    </div>
  );
}
