import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LogoMark } from '../../components/Logo.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { safeReturnPath } from '../../lib/return-to.ts';

interface Props {
  searchParams: Promise<{ return_to?: string | string[] }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  return { title: t('title'), robots: { index: false } };
}

/** Placeholder until the identity service provides the sign-in flow. */
export default async function LoginPage({ searchParams }: Props) {
  const [t, { return_to: returnTo }] = await Promise.all([getTranslations('login'), searchParams]);
  const path = safeReturnPath(Array.isArray(returnTo) ? returnTo[0] : returnTo);
  return (
    <div className="container-page grid place-items-center py-12 md:py-20">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 text-center shadow-card md:p-8">
        <LogoMark size={48} className="mx-auto" />
        <h1 className="mt-5 text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-sm text-ink-muted">{t('body')}</p>
        {path ? (
          <p
            data-testid="return-to"
            className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900"
          >
            {t('returnTo', { path })}
          </p>
        ) : null}
        <Link
          href="/"
          className={buttonClasses({ variant: 'secondary', className: 'mt-6 w-full' })}
        >
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
