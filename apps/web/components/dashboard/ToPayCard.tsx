import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { CustomerDashboard } from '../../lib/dashboard/hooks.ts';
import { payPath } from '../../lib/dashboard/links.ts';
import { invoicePath } from '../../lib/invoices/paths.ts';
import { sectionById } from '../../lib/sections.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';

/** What the customer owes: the total due per currency, the newest invoices and Pay. */
export function ToPayCard({
  due,
  moneyLocale,
}: {
  due: CustomerDashboard['to_pay'];
  moneyLocale: string;
}) {
  const t = useTranslations('dashboard.home.toPay');
  return (
    <DashboardCard
      id="dashboard-to-pay"
      icon="receipt"
      title={t('title')}
      more={{ href: sectionById('invoice').path, label: t('all') }}
    >
      {due.count === 0 ? (
        <CardEmpty title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-ink-muted" data-testid="dashboard-due-count">
                {t('count', { count: due.count })}
              </p>
              <p
                className="mt-1 text-3xl font-bold tracking-tight break-words tabular-nums"
                data-testid="dashboard-due-total"
              >
                {due.totals.map((total) => formatMoney(total, moneyLocale)).join(' + ')}
              </p>
            </div>
            <Link
              href={payPath(due)}
              className={buttonClasses({ variant: 'accent' })}
              data-testid="dashboard-pay"
            >
              {due.count === 1 ? t('pay') : t('paySeveral')}
            </Link>
          </div>
          <ul className="mt-4 grid gap-1 border-t border-line pt-3 text-sm">
            {due.invoices.map((invoice) => (
              <li key={invoice.id} data-testid="dashboard-due-invoice">
                <Link
                  href={invoicePath(invoice.id)}
                  className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 hover:bg-brand-50"
                >
                  <span className="font-medium">{invoice.number}</span>
                  <span className="tabular-nums">{formatMoney(invoice.due, moneyLocale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
