import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../../components/account/sectionMetadata.ts';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { PaymentStatusView } from '../../../../../components/payments/PaymentStatusView.tsx';
import { TransactionList } from '../../../../../components/payments/TransactionList.tsx';
import { regionContext } from '../../../../../lib/cart/server.ts';
import { positiveId } from '../../../../../lib/invoices/paths.ts';
import { bkashReturnOf } from '../../../../../lib/payments/outcome.ts';
import { sectionById } from '../../../../../lib/sections.ts';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('paymentStatus'));
}

/**
 * `dashboard/payment/status?transaction=…`: where every payment lands, bKash's return included
 * (`&paymentID=…&status=…`). Without a transaction it lists them.
 */
export default async function PaymentStatusPage({ searchParams }: Props) {
  const [t, context, query] = await Promise.all([
    getTranslations('dashboard'),
    regionContext(),
    searchParams,
  ]);
  const id = positiveId(query.transaction);
  const label = t('sections.paymentStatus.label');
  return (
    <div>
      <Breadcrumbs
        trail={[
          { label: t('sections.payment.label'), href: sectionById('payment').path },
          { label },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      {id === null ? (
        <TransactionList moneyLocale={context.moneyLocale} />
      ) : (
        <PaymentStatusView id={id} back={bkashReturnOf(query)} moneyLocale={context.moneyLocale} />
      )}
    </div>
  );
}
