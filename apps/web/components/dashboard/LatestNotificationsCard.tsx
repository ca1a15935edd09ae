import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { CustomerDashboard } from '../../lib/dashboard/hooks.ts';
import { sectionById } from '../../lib/sections.ts';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';

/** The newest things we told the customer, each opening where it points. */
export function LatestNotificationsCard({
  notifications,
  locale,
}: {
  notifications: CustomerDashboard['notifications'];
  locale: string;
}) {
  const t = useTranslations('dashboard.home.notifications');
  const all = sectionById('notifications').path;
  return (
    <DashboardCard
      id="dashboard-notifications"
      icon="bell"
      title={t('title')}
      more={{ href: all, label: t('all', { unread: notifications.unread }) }}
    >
      {notifications.data.length === 0 ? (
        <CardEmpty title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className="grid divide-y divide-line">
          {notifications.data.map((n) => (
            <li key={n.id} data-testid="dashboard-notification" data-read={n.read}>
              <Link
                href={n.link ?? all}
                className="flex flex-col gap-0.5 rounded-md px-2 py-2.5 hover:bg-brand-50"
              >
                <span className="flex min-w-0 items-baseline gap-2 font-medium">
                  {!n.read ? (
                    <span
                      className="h-2 w-2 shrink-0 rounded-full bg-accent-600"
                      aria-label={t('unread')}
                    />
                  ) : null}
                  {n.title}
                </span>
                <time dateTime={n.created_at} className="text-xs text-ink-muted md:pl-4">
                  {new Date(n.created_at).toLocaleString(locale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
