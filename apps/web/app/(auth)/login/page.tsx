import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthFlowPage } from '../../../components/auth/AuthFlowPage.tsx';
import type { SearchParams } from '../../../lib/identity/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.login');
  return { title: t('title'), robots: { index: false } };
}

/** The identity service's login UI URL: it redirects here with `?flow=<id>`. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <AuthFlowPage kind="login" searchParams={await searchParams} />;
}
