import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { CustomerDashboard } from '../../lib/dashboard/hooks.ts';
import { stagePath } from '../../lib/dashboard/links.ts';
import { sectionById } from '../../lib/sections.ts';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';

/** Where the customer's goods are: at our warehouse, on the way, arrived, with the courier. */
export function ParcelStagesCard({
  stages,
  regionCode,
  formatCount,
}: {
  stages: CustomerDashboard['parcels'];
  regionCode: string | null;
  formatCount: (n: number) => string;
}) {
  const t = useTranslations('dashboard.home.parcels');
  const empty = stages.every((stage) => stage.parcels + stage.orders === 0);
  return (
    <DashboardCard
      id="dashboard-parcels"
      icon="parcel"
      title={t('title')}
      more={{ href: sectionById('shipForMeMyParcel').path, label: t('all') }}
      className="lg:col-span-2"
    >
      {empty ? (
        <CardEmpty title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {stages.map((stage) => (
            <li key={stage.stage} className="min-w-0">
              <Link
                href={stagePath(stage)}
                data-testid={`dashboard-stage-${stage.stage}`}
                className={`flex h-full flex-col rounded-lg border p-3 hover:border-brand-400 hover:bg-brand-50 ${
                  stage.parcels + stage.orders > 0
                    ? 'border-brand-200'
                    : 'border-line text-ink-muted'
                }`}
              >
                <span className="text-sm text-ink-muted">
                  {t(`stages.${stage.stage}`, { region: regionCode ?? 'other' })}
                </span>
                <span
                  className="mt-1 text-2xl font-bold tabular-nums"
                  data-testid="dashboard-stage-count"
                >
                  {formatCount(stage.parcels + stage.orders)}
                </span>
                {stage.parcels + stage.orders > 0 ? (
                  <span className="mt-auto pt-1 text-xs text-ink-muted">
                    {t('split', { parcels: stage.parcels, orders: stage.orders })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
