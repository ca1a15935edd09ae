import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../../components/orders/Breadcrumbs.tsx';
import { PaymentStep } from '../../../../components/payments/PaymentStep.tsx';
import { TransactionList } from '../../../../components/payments/TransactionList.tsx';
import { regionContext } from '../../../../lib/cart/server.ts';
import { paymentTargetOf } from '../../../../lib/invoices/paths.ts';
import { sectionById } from '../../../../lib/sections.ts';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('payment'));
}

/**
 * `dashboard/payment`: with `?invoice=` or `?session=` the payment step for it, otherwise the
 * customer's transactions.
 */
export default async function PaymentPage({ searchParams }: Props) {
  const [t, payments, context, query] = await Promise.all([
    getTranslations('dashboard'),
    getTranslations('payments'),
    regionContext(),
    searchParams,
  ]);
  const section = sectionById('payment');
  const label = t('sections.payment.label');
  const target = paymentTargetOf(query);
  if (target) {
    const placed = typeof query.placed === 'string' ? query.placed.slice(0, 40) : null;
    return (
      <div>
        <Breadcrumbs trail={[{ label, href: section.path }, { label: payments('stepTitle') }]} />
        <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">
          {payments('stepTitle')}
        </h1>
        <PaymentStep target={target} placed={placed} moneyLocale={context.moneyLocale} />
      </div>
    );
  }
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.payment.description')}</p>
      <TransactionList moneyLocale={context.moneyLocale} />
    </div>
  );
}
