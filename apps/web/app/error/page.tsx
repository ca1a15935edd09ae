import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '../../components/auth/AuthCard.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { firstParam } from '../../lib/identity/return-to.ts';
import { loadFlowError, type SearchParams } from '../../lib/identity/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.error');
  return { title: t('title'), robots: { index: false } };
}

interface ErrorDetails {
  message?: string;
  reason?: string;
}

/** The identity service's error UI URL: `?id=` names an error to fetch from it. */
export default async function IdentityErrorPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const id = firstParam((await searchParams).id);
  const [t, flowError] = await Promise.all([getTranslations('auth.error'), loadFlowError(id)]);
  const details = (flowError?.error ?? {}) as ErrorDetails;
  return (
    <AuthCard title={t('title')}>
      <ErrorState
        title={details.reason ?? details.message ?? t('body')}
        body={id ? t('reference', { id }) : undefined}
      />
      <div className="flex flex-col gap-2 md:flex-row">
        <a href="/login" className={buttonClasses({ className: 'flex-1' })}>
          {t('signIn')}
        </a>
        <Link href="/" className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}>
          {t('home')}
        </Link>
      </div>
    </AuthCard>
  );
}
