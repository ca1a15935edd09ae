'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useUnreadCount } from '../../lib/notifications/hooks.ts';
import { Icon } from '../icons.tsx';

/** The header bell: unread notifications of the signed-in customer, linking to the list. */
export function NotificationBell({
  hasSessionCookie,
  className,
}: {
  hasSessionCookie: boolean;
  className: string;
}) {
  const t = useTranslations('header');
  const unread = useUnreadCount(hasSessionCookie);
  if (!hasSessionCookie || unread.isError) return null;
  const count = unread.data ?? 0;
  return (
    <Link
      href="/dashboard/notifications"
      className={`${className} relative`}
      aria-label={t('notifications', { count })}
      data-testid="notification-bell"
    >
      <Icon name="bell" />
      {count > 0 ? (
        <span
          data-testid="notification-count"
          className="absolute -top-0.5 left-6 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] leading-none font-bold text-white md:left-7"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
