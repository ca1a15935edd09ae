import { isSafeContentLink } from '@crossport/text';
import type { BlockOf, Content, ContentBlock } from './types.ts';

/** The link itself when it stays on this site or goes to https; undefined otherwise. */
export const safeLink = (link: string | undefined): string | undefined =>
  link !== undefined && isSafeContentLink(link) ? link : undefined;

/** An optional `{ label, href }` kept only with a safe href. */
function safeCta<T extends { href: string }>(cta: T | undefined): T | undefined {
  return cta && safeLink(cta.href) ? cta : undefined;
}

/** The block with `key` set to `value`, or without the key when the value is undefined. */
function withOptional<T extends object, K extends keyof T>(block: T, key: K, value: T[K]): T {
  const copy = { ...block };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

/**
 * One block as the storefront may render it: every link and picture checked again with the
 * rule the API wrote it under (`isSafeContentLink`). An unsafe optional link is left out, an
 * item whose own link is unsafe (a banner, a tile, a menu entry, a logo) is left out, and a
 * block left with nothing to show — or whose one required link is unsafe — is null. The API
 * refuses such links already; this keeps a bad row (an old one, one written around the API)
 * from ever reaching a page.
 */
export function safeBlock(block: ContentBlock): ContentBlock | null {
  switch (block.type) {
    case 'hero': {
      let hero: BlockOf<'hero'> = withOptional(block, 'image', safeLink(block.image));
      hero = withOptional(hero, 'cta', safeCta(block.cta));
      return withOptional(hero, 'secondary_cta', safeCta(block.secondary_cta));
    }
    case 'banner_carousel': {
      const banners = block.banners
        .filter((banner) => safeLink(banner.image))
        .map((banner) => withOptional(banner, 'href', safeLink(banner.href)));
      return banners.length > 0 ? { ...block, banners } : null;
    }
    case 'product_rail':
      return withOptional(block, 'see_all', safeCta(block.see_all));
    case 'category_grid': {
      const categories = block.categories
        .filter((category) => safeLink(category.href))
        .map((category) => withOptional(category, 'image', safeLink(category.image)));
      return categories.length > 0 ? { ...block, categories } : null;
    }
    case 'call_to_action':
      return safeLink(block.cta.href) ? block : null;
    case 'image_text':
      return safeLink(block.image) ? withOptional(block, 'cta', safeCta(block.cta)) : null;
    case 'links': {
      const links = block.links.filter((link) => safeLink(link.href));
      return links.length > 0 ? { ...block, links } : null;
    }
    case 'logos': {
      const logos = block.logos.filter((logo) => safeLink(logo.image));
      return logos.length > 0 ? { ...block, logos } : null;
    }
    default:
      return block;
  }
}

/** A content page with only the blocks, links and pictures the storefront may render. */
export function withSafeLinks(content: Content): Content {
  return {
    ...content,
    blocks: content.blocks.flatMap((block) => {
      const safe = safeBlock(block);
      return safe ? [safe] : [];
    }),
  };
}
