import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ContentPageSlug } from '../../lib/content/pages.ts';
import { moneyLocale } from '../../lib/pricing.ts';
import { getContent, getCurrentRegion } from '../../lib/server-api.ts';
import { ContentBlocks } from './blocks.tsx';
import { ContentHero } from './ContentHero.tsx';
import { DidYouKnow } from './DidYouKnow.tsx';
import { RichTextBlock } from './RichTextBlock.tsx';

/**
 * A page the content service writes (docs/content.md, `CONTENT_PAGES`): a leading hero block
 * opens it, else its title; its blocks follow. `lead` goes between the two (Contact us puts its
 * form and addresses there); `tip` adds the "Did you know?" box at the end. A slug with nothing
 * published is a 404.
 */
export async function ContentPage({
  slug,
  lead,
  tip = false,
}: {
  slug: ContentPageSlug;
  lead?: ReactNode;
  tip?: boolean;
}) {
  const [locale, region, t] = await Promise.all([
    getLocale(),
    getCurrentRegion(),
    getTranslations('content'),
  ]);
  const content = await getContent(slug, locale);
  if (!content) notFound();
  const hero = content.blocks[0]?.type === 'hero' ? content.blocks[0] : null;
  const body = hero ? content.blocks.slice(1) : content.blocks;
  // Text that opens the page sits right under its title, above the lead.
  const opening = !hero && body[0]?.type === 'rich_text' ? body[0] : null;
  return (
    <div data-content-slug={slug} className="pb-4">
      {hero ? (
        <ContentHero block={hero} />
      ) : (
        <div className="container-page max-w-3xl pt-10 md:pt-14">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{content.title}</h1>
          {opening ? (
            <div className="mt-6">
              <RichTextBlock block={opening} contentsLabel={t('contents')} />
            </div>
          ) : null}
        </div>
      )}
      {lead}
      <ContentBlocks
        blocks={opening ? body.slice(1) : body}
        moneyLocale={moneyLocale(locale, region?.code)}
        labels={{ contents: t('contents'), banners: t('banners') }}
      />
      {tip ? <DidYouKnow /> : null}
    </div>
  );
}

/** A content page's title for its `<title>` (the API's cached answer, no second call). */
export async function contentMetadata(slug: ContentPageSlug) {
  const content = await getContent(slug, await getLocale());
  return { title: content?.title };
}

/** A route that is one content page: `export default` its `Page` and its `generateMetadata`. */
export function contentRoute(slug: ContentPageSlug, options: { tip?: boolean } = {}) {
  return {
    Page: function ContentRoute() {
      return <ContentPage slug={slug} tip={options.tip} />;
    },
    generateMetadata: () => contentMetadata(slug),
  };
}
