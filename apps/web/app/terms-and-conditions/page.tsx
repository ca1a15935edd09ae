import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

// Static fallback text until the content service serves the `terms-and-conditions` slug.
const sections = [
  'service',
  'prices',
  'orders',
  'shipping',
  'payments',
  'liability',
  'changes',
] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('terms');
  return { title: t('title'), description: t('intro') };
}

export default async function TermsPage() {
  const t = await getTranslations('terms');
  return (
    <article className="container-page max-w-3xl py-10 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-sm text-ink-subtle">{t('updated')}</p>
      <p className="mt-6 text-lg text-ink-muted">{t('intro')}</p>
      <div className="mt-8 flex flex-col gap-8">
        {sections.map((section) => (
          <section key={section} aria-labelledby={`terms-${section}`}>
            <h2 id={`terms-${section}`} className="text-xl font-semibold">
              {t(`sections.${section}.title`)}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-muted">{t(`sections.${section}.body`)}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
