import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getContent } from '../../lib/server-api.ts';
import { RichTextBlock } from './RichTextBlock.tsx';

/** A legal page (terms, privacy) as the content service has it, with its table of contents. */
export async function LegalPage({ slug }: { slug: 'terms-and-conditions' | 'privacy-policy' }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('content')]);
  const content = await getContent(slug, locale);
  if (!content) notFound();
  return (
    <article className="container-page max-w-3xl py-10 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{content.title}</h1>
      <div className="mt-8 flex flex-col gap-8">
        {content.blocks.map((block, index) =>
          block.type === 'rich_text' ? (
            <RichTextBlock key={index} block={block} contentsLabel={t('contents')} />
          ) : null,
        )}
      </div>
    </article>
  );
}

export async function legalMetadata(slug: 'terms-and-conditions' | 'privacy-policy') {
  const content = await getContent(slug, await getLocale());
  return { title: content?.title };
}
