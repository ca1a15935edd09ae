import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { CloseAccount } from '../../../components/account/CloseAccount.tsx';
import { SESSION_COOKIE } from '../../../lib/preferences.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('closeAccount');
  return { title: t('title'), robots: { index: false } };
}

/** Closing the account, apart from the everyday settings so it is never one click away. */
export default async function CloseAccountPage() {
  const [t, cookieStore] = await Promise.all([getTranslations('closeAccount'), cookies()]);
  if (!cookieStore.has(SESSION_COOKIE)) {
    redirect(`/login?return_to=${encodeURIComponent('/settings/close-account')}`);
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-ink-muted">{t('subtitle')}</p>
      </div>
      <CloseAccount />
    </div>
  );
}
