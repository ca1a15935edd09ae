import Link from 'next/link';
import type { BlockOf, ContentBlock } from '../../lib/content/types.ts';
import { getProductsByIds, searchProducts } from '../../lib/catalog/server-catalog.ts';
import { ProductRail } from '../catalog/ProductRail.tsx';
import { Icon, isIconName } from '../icons.tsx';
import { buttonClasses } from '../ui/Button.tsx';
import { RichTextBlock } from './RichTextBlock.tsx';

/**
 * Content blocks as the storefront shows them (docs/content.md). Each block is a server
 * component: a page's content renders from the HTML, with no client JavaScript of its own.
 */
export function ContentBlocks({
  blocks,
  moneyLocale,
  labels,
  leadsPage = false,
}: {
  blocks: readonly ContentBlock[];
  moneyLocale: string;
  labels: { contents: string; banners: string };
  /** The first block opens the page (no hero above it): its photos load first. */
  leadsPage?: boolean;
}) {
  return blocks.map((block, index) => {
    const key = `${block.type}-${index}`;
    switch (block.type) {
      case 'banner_carousel':
        return <Banners key={key} block={block} label={labels.banners} />;
      case 'product_rail':
        return (
          <ProductRailSection
            key={key}
            block={block}
            moneyLocale={moneyLocale}
            leading={leadsPage && index === 0}
          />
        );
      case 'category_grid':
        return <CategoryTiles key={key} block={block} />;
      case 'features':
        return <Features key={key} block={block} />;
      case 'call_to_action':
        return <CallToAction key={key} block={block} />;
      case 'image_text':
        return <ImageText key={key} block={block} />;
      case 'faq':
        return <Faq key={key} block={block} />;
      case 'rich_text':
        return (
          <div key={key} className="container-page mt-12 max-w-3xl">
            <RichTextBlock block={block} contentsLabel={labels.contents} />
          </div>
        );
      // A hero leads its page (the page places it); menus and logos belong to the shell.
      default:
        return null;
    }
  });
}

const icon = (name: string | undefined) => (name && isIconName(name) ? name : 'box');

/** Banners in a row the visitor swipes (phones) or scrolls; every one is a link. */
function Banners({ block, label }: { block: BlockOf<'banner_carousel'>; label: string }) {
  return (
    <section aria-label={label} className="container-page mt-10">
      <ul className="scrollbar-none flex snap-x snap-mandatory gap-3 overflow-x-auto md:gap-4">
        {block.banners.map((banner, index) => {
          const image = (
            // eslint-disable-next-line @next/next/no-img-element -- small SVG banners, sized by CSS
            <img
              src={banner.image}
              alt={banner.alt}
              width={1200}
              height={400}
              loading={index === 0 ? 'eager' : 'lazy'}
              className="aspect-[3/1] w-full rounded-2xl object-cover"
            />
          );
          return (
            <li key={banner.image} className="w-[88%] shrink-0 snap-start md:w-[48%]">
              {banner.href ? (
                <Link href={banner.href} className="block rounded-2xl focus-visible:outline-2">
                  {image}
                </Link>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

async function pickedProducts(ids: number[]) {
  const found = await getProductsByIds(ids);
  return found.ok ? found.data : [];
}

async function searchedProducts(block: BlockOf<'product_rail'>) {
  const found = await searchProducts({
    keyword: block.query?.keyword,
    ...(block.query?.category_id ? { category_id: block.query.category_id } : {}),
    per_page: block.limit,
  });
  return found.ok ? found.data.data : [];
}

async function ProductRailSection({
  block,
  moneyLocale,
  leading,
}: {
  block: BlockOf<'product_rail'>;
  moneyLocale: string;
  leading: boolean;
}) {
  // A rail is a search or products staff picked by hand (docs/content.md), never both.
  const picked = block.product_ids?.length ? block.product_ids.slice(0, block.limit ?? 50) : null;
  const products = picked ? await pickedProducts(picked) : await searchedProducts(block);
  if (products.length === 0) return null;
  return (
    <section aria-label={block.title} className="mt-12" data-testid="content-rail">
      <div className="container-page flex items-end justify-between gap-4">
        <h2 className="text-2xl font-bold tracking-tight">{block.title}</h2>
        {block.see_all ? (
          <Link
            href={block.see_all.href}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {block.see_all.label}
          </Link>
        ) : null}
      </div>
      <ProductRail products={products} moneyLocale={moneyLocale} leading={leading} />
    </section>
  );
}

function CategoryTiles({ block }: { block: BlockOf<'category_grid'> }) {
  return (
    <section aria-label={block.title} className="container-page mt-12">
      <h2 className="text-2xl font-bold tracking-tight">{block.title}</h2>
      <ul className="mt-5 grid grid-cols-4 gap-3 md:grid-cols-8">
        {block.categories.map((category) => (
          <li key={category.href}>
            <Link
              href={category.href}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-line bg-surface p-3 text-center text-xs font-semibold hover:border-brand-300 md:text-sm"
            >
              <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-50 text-brand-800">
                <Icon name={icon(category.icon)} size={22} />
              </span>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Features({ block }: { block: BlockOf<'features'> }) {
  return (
    <section aria-label={block.title ?? undefined} className="container-page mt-12">
      {block.title ? <h2 className="text-2xl font-bold tracking-tight">{block.title}</h2> : null}
      <ul className="mt-5 grid gap-3 md:grid-cols-4 md:gap-4">
        {block.items.map((item) => (
          <li key={item.title} className="flex gap-3 rounded-xl border border-line bg-surface p-4">
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-accent-50 text-accent-700">
              <Icon name={icon(item.icon)} size={20} />
            </span>
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{item.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CallToAction({ block }: { block: BlockOf<'call_to_action'> }) {
  return (
    <section className="container-page mt-12">
      <div className="flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <h2 className="text-xl font-bold md:text-2xl">{block.heading}</h2>
          {block.body ? <p className="mt-2 text-brand-100">{block.body}</p> : null}
        </div>
        <Link href={block.cta.href} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
          {block.cta.label}
        </Link>
      </div>
    </section>
  );
}

function ImageText({ block }: { block: BlockOf<'image_text'> }) {
  return (
    <section className="container-page mt-12">
      <div
        className={`grid items-center gap-6 rounded-2xl border border-line bg-surface p-5 md:grid-cols-2 md:p-8 ${
          block.image_side === 'right' ? 'md:[&>*:first-child]:order-last' : ''
        }`}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- content images, sized by CSS */}
        <img src={block.image} alt={block.alt} loading="lazy" className="w-full rounded-xl" />
        <div>
          <h2 className="text-xl font-bold md:text-2xl">{block.heading}</h2>
          <p className="mt-2 text-ink-muted">{block.body}</p>
          {block.cta ? (
            <Link href={block.cta.href} className={buttonClasses({ className: 'mt-4' })}>
              {block.cta.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function Faq({ block }: { block: BlockOf<'faq'> }) {
  return (
    <section aria-label={block.title} className="container-page mt-12 max-w-3xl">
      <h2 className="text-2xl font-bold tracking-tight">{block.title}</h2>
      <div className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface">
        {block.items.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="cursor-pointer font-semibold">{item.question}</summary>
            <p className="mt-2 text-ink-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
