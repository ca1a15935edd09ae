'use client';

import { ProductLine, useProductCards } from '@/components/product-picker';
import type { Block } from '@/lib/block-fields';
import { useStorefront } from '@/lib/storefront';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;

/**
 * The blocks roughly as the storefront shows them (apps/web/components/content/blocks.tsx and
 * home/Hero.tsx): the same order, words, images and links, in the shop's colours. A rail of
 * hand-picked products lists them; a searched rail names its search: its products are the
 * catalogue's at the time of a visit.
 */
export function BlockPreview({ blocks }: { blocks: readonly Block[] }) {
  const site = useStorefront();
  return (
    <div className="flex flex-col gap-6 bg-slate-50 p-3 text-ink md:p-4" data-testid="preview">
      {blocks.map((block, index) => (
        <PreviewBlock key={`${block.type}-${index}`} block={block} site={site} />
      ))}
    </div>
  );
}

type Site = (path: string) => string;

function LinkButton({ link, light }: { link: { label: string; href: string }; light?: boolean }) {
  return (
    <span
      title={link.href}
      className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold ${
        light ? 'bg-white/15 text-white' : 'bg-orange-500 text-white'
      }`}
    >
      {link.label}
    </span>
  );
}

function Img({
  src,
  alt,
  site,
  className,
}: {
  src: string;
  alt: string;
  site: Site;
  className: string;
}) {
  // eslint-disable-next-line @next/next/no-img-element -- the shop's own images, any size
  return <img src={site(src)} alt={alt} className={className} />;
}

function PreviewBlock({ block, site }: { block: Block; site: Site }) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} />;
    case 'banner_carousel':
      return (
        <ul className="flex gap-3 overflow-x-auto" aria-label="Banners">
          {block.banners.map((banner, i) => (
            <li key={i} className="w-4/5 shrink-0">
              <Img
                src={banner.image}
                alt={banner.alt}
                site={site}
                className="aspect-[3/1] w-full rounded-xl object-cover"
              />
              <p className="mt-1 text-xs text-ink-muted">{banner.alt}</p>
            </li>
          ))}
        </ul>
      );
    case 'product_rail':
      return <Rail block={block} />;
    case 'category_grid':
      return (
        <section>
          <h2 className="text-xl font-bold">{block.title}</h2>
          <ul className="mt-3 grid grid-cols-3 gap-2 md:grid-cols-6">
            {block.categories.map((category, i) => (
              <li
                key={i}
                className="rounded-xl border border-slate-200 bg-white p-3 text-center text-xs font-semibold"
              >
                {category.name}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'rich_text':
      return (
        <article className="flex flex-col gap-3 rounded-xl bg-white p-4">
          {block.sections.map((section, i) => (
            <section key={i}>
              {section.heading ? <h2 className="text-lg font-bold">{section.heading}</h2> : null}
              {section.paragraphs.map((paragraph, j) => (
                <p key={j} className="mt-1 text-sm">
                  {paragraph}
                </p>
              ))}
              {section.bullets?.length ? (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {section.bullets.map((bullet, j) => (
                    <li key={j}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      );
    case 'faq':
      return (
        <section>
          <h2 className="text-xl font-bold">{block.title}</h2>
          <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {block.items.map((item, i) => (
              <div key={i} className="p-3">
                <dt className="font-semibold">{item.question}</dt>
                <dd className="mt-1 text-sm text-ink-muted">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case 'call_to_action':
      return <CallToAction block={block} />;
    case 'image_text':
      return (
        <section className="grid items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2">
          <Img
            src={block.image}
            alt={block.alt}
            site={site}
            className={`w-full rounded-lg ${block.image_side === 'right' ? 'md:order-last' : ''}`}
          />
          <div>
            <h2 className="text-lg font-bold">{block.heading}</h2>
            <p className="mt-1 text-sm text-ink-muted">{block.body}</p>
            {block.cta ? (
              <div className="mt-3">
                <LinkButton link={block.cta} />
              </div>
            ) : null}
          </div>
        </section>
      );
    case 'links':
      return (
        <nav aria-label={block.title ?? 'Links'} className="rounded-xl bg-white p-4 text-sm">
          {block.title ? <h2 className="font-bold">{block.title}</h2> : null}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {block.links.map((link, i) => (
              <li key={i} title={link.href} className="text-brand-800 underline">
                {link.label}
              </li>
            ))}
          </ul>
        </nav>
      );
    case 'logos':
      return (
        <ul className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4">
          {block.logos.map((logo, i) => (
            <li key={i} className="flex flex-col items-center gap-1 text-xs">
              <Img src={logo.image} alt={logo.alt} site={site} className="h-10" />
              {logo.name}
            </li>
          ))}
        </ul>
      );
    case 'features':
      return (
        <section>
          {block.title ? <h2 className="text-xl font-bold">{block.title}</h2> : null}
          <ul className="mt-3 grid gap-2 md:grid-cols-2">
            {block.items.map((item, i) => (
              <li key={i} className="rounded-xl border border-slate-200 bg-white p-3">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="text-sm text-ink-muted">{item.body}</p>
              </li>
            ))}
          </ul>
        </section>
      );
  }
}

function Hero({ block }: { block: Of<'hero'> }) {
  return (
    <section className="rounded-xl bg-teal-900 p-6 text-white md:p-8">
      <h1 className="text-2xl font-extrabold md:text-3xl">{block.heading}</h1>
      {block.subheading ? <p className="mt-2 text-teal-100">{block.subheading}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {block.cta ? <LinkButton link={block.cta} /> : null}
        {block.secondary_cta ? <LinkButton link={block.secondary_cta} light /> : null}
      </div>
    </section>
  );
}

/** Hand-picked products as the rail will list them, by title and picture. */
function PickedProducts({ ids }: { ids: number[] }) {
  const { byId } = useProductCards(ids);
  return (
    <ul className="mt-2 grid grid-cols-1 gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-3 md:grid-cols-2">
      {ids.map((id) => (
        <li key={id}>
          <ProductLine id={id} card={byId.get(id)} />
        </li>
      ))}
    </ul>
  );
}

function Rail({ block }: { block: Of<'product_rail'> }) {
  const search = [
    block.query?.keyword ? `“${block.query.keyword}”` : '',
    block.query?.category_id ? `category ${block.query.category_id}` : '',
  ]
    .filter(Boolean)
    .join(' in ');
  return (
    <section>
      <div className="flex items-end justify-between">
        <h2 className="text-xl font-bold">{block.title}</h2>
        {block.see_all ? (
          <span className="text-sm font-semibold text-brand-800">{block.see_all.label}</span>
        ) : null}
      </div>
      {block.product_ids?.length ? (
        <PickedProducts ids={block.product_ids.slice(0, block.limit)} />
      ) : (
        <p className="mt-2 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-ink-muted">
          Up to {block.limit} products from the search {search || '(none yet)'}
        </p>
      )}
    </section>
  );
}

function CallToAction({ block }: { block: Of<'call_to_action'> }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-teal-950 p-5 text-white md:flex-row md:items-center md:justify-between">
      <div>
        <h2 className="text-lg font-bold">{block.heading}</h2>
        {block.body ? <p className="mt-1 text-teal-100">{block.body}</p> : null}
      </div>
      <LinkButton link={block.cta} />
    </section>
  );
}
