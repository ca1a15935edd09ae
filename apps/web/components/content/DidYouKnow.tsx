import { getLocale } from 'next-intl/server';
import { getContent } from '../../lib/server-api.ts';
import { ContentBlocks } from './blocks.tsx';

/**
 * The `random-page-content` box ("Did you know?"): a tip staff publish, shown at the end of the
 * help pages and on the not-found page. Nothing when none is published.
 */
export async function DidYouKnow() {
  const locale = await getLocale();
  const content = await getContent('random-page-content', locale);
  if (!content) return null;
  return (
    <aside aria-label={content.title} data-content-slug="random-page-content">
      <ContentBlocks
        blocks={content.blocks}
        moneyLocale={locale}
        labels={{ contents: content.title, banners: content.title }}
      />
    </aside>
  );
}
