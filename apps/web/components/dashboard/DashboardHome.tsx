import { getTranslations } from 'next-intl/server';
import { regionContext } from '../../lib/cart/server.ts';
import { CustomerDashboard } from './CustomerDashboard.tsx';

/** `/dashboard`: the customer's home, what to pay, answer and expect, at a glance. */
export async function DashboardHome() {
  const [t, context] = await Promise.all([getTranslations('dashboard'), regionContext()]);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
        {t('sections.dashboard.label')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('sections.dashboard.description')}</p>
      <CustomerDashboard moneyLocale={context.moneyLocale} regionCode={context.regionCode} />
    </div>
  );
}
