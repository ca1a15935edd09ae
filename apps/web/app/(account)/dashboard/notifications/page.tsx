import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { NotificationList } from '../../../../components/notifications/NotificationList.tsx';
import { Breadcrumbs } from '../../../../components/orders/Breadcrumbs.tsx';
import { regionContext } from '../../../../lib/cart/server.ts';
import { sectionById } from '../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(sectionById('notifications'));
}

/** Storage reminders and parcel notices, as also sent by email. */
export default async function NotificationsPage() {
  const [t, context] = await Promise.all([getTranslations('dashboard'), regionContext()]);
  const label = t('sections.notifications.label');
  return (
    <div>
      <Breadcrumbs trail={[{ label }]} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{label}</h1>
      <p className="mt-1 text-ink-muted">{t('sections.notifications.description')}</p>
      <NotificationList locale={context.moneyLocale} />
    </div>
  );
}
