import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SessionsList } from '../../../components/auth/SessionsList.tsx';
import { SESSION_COOKIE } from '../../../lib/preferences.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.sessions');
  return { title: t('title'), robots: { index: false } };
}

/** Where the customer is signed in, with a way to sign out of other devices. */
export default async function SessionsPage() {
  const [t, cookieStore] = await Promise.all([getTranslations('auth.sessions'), cookies()]);
  if (!cookieStore.has(SESSION_COOKIE)) {
    redirect(`/login?return_to=${encodeURIComponent('/settings/sessions')}`);
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-ink-muted">{t('subtitle')}</p>
      </div>
      <SessionsList />
    </div>
  );
}
