import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PasteLinkBox } from '../../../components/catalog/PasteLinkBox.tsx';
import { looksLikeUrl } from '../../../lib/catalog/harvest.ts';
import { productHref } from '../../../lib/catalog/product-href.ts';
import { findProductByUrl } from '../../../lib/catalog/server-catalog.ts';

interface Props {
  searchParams: Promise<{ url?: string | string[] }>;
}

export const metadata: Metadata = { robots: { index: false } };

/**
 * `/products/find?url=<source link>`: a product we already have (`GET products/find?url=`)
 * opens its page; for an unknown one (404: a GET never imports) the box below starts the
 * import (`POST harvest-jobs`) with progress shown, then opens it.
 */
export default async function FindProductPage({ searchParams }: Props) {
  const raw = (await searchParams).url;
  const url = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const t = await getTranslations('searchPage');
  if (looksLikeUrl(url)) {
    const found = await findProductByUrl(url);
    if (found.ok) redirect(productHref(found.data.id));
  }
  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('importTitle')}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('importBody')}</p>
      <PasteLinkBox className="mt-6" initialUrl={url} autoStart={looksLikeUrl(url)} />
    </div>
  );
}
