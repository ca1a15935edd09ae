import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationSettingsPanel } from '../../../../../components/notifications/NotificationSettingsPanel.tsx';
import { Breadcrumbs } from '../../../../../components/orders/Breadcrumbs.tsx';
import { sectionById } from '../../../../../lib/sections.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notificationSettings');
  return { title: t('title'), robots: { index: false } };
}

/** Which events reach the customer, in the app, by email and as pushes on their devices. */
export default async function NotificationSettingsPage() {
  const [t, td] = await Promise.all([
    getTranslations('notificationSettings'),
    getTranslations('dashboard'),
  ]);
  return (
    <div>
      <Breadcrumbs
        trail={[
          {
            label: td('sections.notifications.label'),
            href: sectionById('notifications').path,
          },
          { label: t('title') },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-ink-muted">{t('subtitle')}</p>
      <NotificationSettingsPanel />
    </div>
  );
}
