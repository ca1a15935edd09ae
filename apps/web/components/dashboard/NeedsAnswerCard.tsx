import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { CustomerDashboard } from '../../lib/dashboard/hooks.ts';
import { sectionById, type SectionId } from '../../lib/sections.ts';
import { Icon } from '../icons.tsx';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';

const ROWS = [
  { key: 'action_needed', section: 'actionNeeded' },
  { key: 'quotes', section: 'rfq' },
  { key: 'disputes', section: 'disputes' },
] as const satisfies readonly {
  key: keyof CustomerDashboard['needs_answer'];
  section: SectionId;
}[];

/** What waits for the customer's decision: price changes, quotes, disputes. */
export function NeedsAnswerCard({
  needs,
  formatCount,
}: {
  needs: CustomerDashboard['needs_answer'];
  formatCount: (n: number) => string;
}) {
  const t = useTranslations('dashboard.home.needsAnswer');
  const waiting = ROWS.filter((row) => needs[row.key] > 0);
  return (
    <DashboardCard id="dashboard-needs-answer" icon="alert" title={t('title')}>
      {waiting.length === 0 ? (
        <CardEmpty title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className="grid gap-2">
          {waiting.map((row) => (
            <li key={row.key}>
              <Link
                href={sectionById(row.section).path}
                data-testid={`dashboard-needs-${row.key}`}
                className="flex items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-amber-950 hover:border-amber-300"
              >
                <span className="min-w-0">{t(row.key, { count: needs[row.key] })}</span>
                <span className="flex shrink-0 items-center gap-1 font-bold tabular-nums">
                  {formatCount(needs[row.key])}
                  <Icon name="chevronRight" size={14} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
