import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { NotificationList } from '../../../../components/notifications/NotificationList.tsx';
import { Breadcrumbs } from '../../../../components/orders/Breadcrumbs.tsx';
import { buttonClasses } from '../../../../components/ui/Button.tsx';
import { regionContext } from '../../../../lib/cart/server.ts';
import { sectionById } from '../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('notifications'));
}

/** What we told the customer (parcels, payments, orders…), with a link to the settings. */
export default async function NotificationsPage() {
  const [t, context] = await Promise.all([getTranslations('dashboard'), regionContext()]);
  const label = t('sections.notifications.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
        <Link
          href="/dashboard/notifications/settings"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          data-testid="notification-settings-link"
        >
          {t('sections.notifications.settings')}
        </Link>
      </div>
      <p className="mt-1 text-ink-muted">{t('sections.notifications.description')}</p>
      <NotificationList locale={context.moneyLocale} />
    </div>
  );
}
