'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMarkRead, useNotifications } from '../../lib/notifications/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

/** The customer's notifications, newest first; opening one marks it read. */
export function NotificationList({ locale }: { locale: string }) {
  const t = useTranslations('dashboard.sections.notifications');
  const { line } = useErrorMessage();
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page);
  const markRead = useMarkRead();

  if (notifications.isPending) return <Skeleton className="mt-6 h-40" />;
  if (notifications.isError) {
    return <p className="mt-6 text-sm text-danger">{line(notifications.error)}</p>;
  }
  const { data, pagination, unread } = notifications.data;
  if (data.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState icon="mail" title={t('emptyTitle')} body={t('emptyBody')} />
      </div>
    );
  }
  return (
    <div className="mt-6 grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-muted" data-testid="unread-count">
          {t('unread', { count: unread })}
        </p>
        {unread > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => markRead.mutate(null)}>
            {t('markAll')}
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-2" data-testid="notifications">
        {data.map((n) => (
          <li
            key={n.id}
            className={`rounded-lg border p-4 ${n.read ? 'border-line bg-surface' : 'border-brand-200 bg-brand-50'}`}
            data-kind={n.kind}
            data-read={n.read}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">
                {!n.read ? (
                  <span className="mr-2 rounded-full bg-accent-600 px-2 py-0.5 text-xs text-white">
                    {t('new')}
                  </span>
                ) : null}
                {n.title}
              </p>
              <p className="text-xs text-ink-muted">
                {new Date(n.created_at).toLocaleString(locale)}
              </p>
            </div>
            <p className="mt-1 text-sm text-ink-muted">{n.body}</p>
            {n.link ? (
              <Link
                href={n.link}
                className="mt-2 inline-block text-sm font-semibold text-brand-800 hover:underline"
                onClick={() => (n.read ? undefined : markRead.mutate(n.id))}
              >
                {n.link.split('/').pop()}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager page={page} perPage={20} total={pagination.total} onPage={setPage} />
    </div>
  );
}
