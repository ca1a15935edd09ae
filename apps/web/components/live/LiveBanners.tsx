import { getLocale, getTranslations } from 'next-intl/server';
import { getContent } from '../../lib/server-api.ts';
import { ContentBlocks } from '../content/blocks.tsx';

/**
 * The live page's banners staff publish as `{product}-live-homepage` (spec §2): `all` for
 * every stream, a stream category's slug for its tab (`fashion-live-homepage`). Nothing when
 * none is published.
 */
export async function LiveBanners({ product }: { product: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('home')]);
  const content = await getContent(`${product}-live-homepage`, locale);
  if (!content) return null;
  return (
    <div className="-mx-4 md:-mx-6" data-content-slug={`${product}-live-homepage`}>
      <ContentBlocks
        blocks={content.blocks}
        moneyLocale={locale}
        labels={{ contents: t('contents'), banners: t('banners') }}
      />
    </div>
  );
}
