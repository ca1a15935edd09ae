import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { cutKeyword } from '../../lib/keyword.ts';
import { sectionById } from '../../lib/sections.ts';

interface Props {
  searchParams: Promise<{ keyword?: string | string[] }>;
}

async function keywordOf(searchParams: Props['searchParams']): Promise<string> {
  const { keyword } = await searchParams;
  return cutKeyword(Array.isArray(keyword) ? (keyword[0] ?? '') : (keyword ?? ''));
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('search');
  const keyword = await keywordOf(searchParams);
  return { title: keyword ? t('resultsFor', { keyword }) : t('title'), robots: { index: false } };
}

/** Placeholder until the catalog service answers product searches. */
export default async function SearchPage({ searchParams }: Props) {
  const [t, keyword] = await Promise.all([getTranslations('search'), keywordOf(searchParams)]);
  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
        {keyword ? t('resultsFor', { keyword }) : t('title')}
      </h1>
      <div className="mt-6">
        <EmptyState
          icon="search"
          title={keyword ? t('comingTitle') : t('emptyTitle')}
          body={keyword ? t('comingBody') : t('emptyBody')}
          action={
            <Link href={sectionById('rfq').path} className={buttonClasses()}>
              {t('cta')}
            </Link>
          }
        />
      </div>
    </div>
  );
}
