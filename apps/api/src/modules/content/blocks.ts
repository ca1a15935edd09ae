import { isSafeContentLink } from '@crossport/text';
import { z } from 'zod';

/**
 * Content is a list of typed blocks, validated here when staff write it (never when a page
 * reads it): a block that does not match is refused with the field that is wrong. Every text
 * and list has a maximum; links are site paths or https URLs, so no block can carry script.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
/**
 * A path on this site or an https URL, by the rule the storefront renders with
 * (`isSafeContentLink`): nothing a browser would run or read as another site. Spaces around
 * the link are dropped; anything odd inside it (a backslash, a tab, `//`, encoded or not, a
 * non-ASCII character) is refused.
 */
const siteOrHttps = (what: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine(
      isSafeContentLink,
      `${what} starting with / (not // or /\\) or an https:// URL, in plain ASCII without spaces`,
    );
const href = siteOrHttps('A site path');
const image = siteOrHttps('An image path');
const link = z.strictObject({ label: text(80), href });

export const HeroBlock = z.strictObject({
  type: z.literal('hero'),
  heading: text(120),
  subheading: text(300).optional(),
  image: image.optional(),
  cta: link.optional(),
  secondary_cta: link.optional(),
});

export const BannerCarouselBlock = z.strictObject({
  type: z.literal('banner_carousel'),
  banners: z
    .array(z.strictObject({ image, alt: text(160), href: href.optional() }))
    .min(1)
    .max(10),
  /** Seconds per banner; 0 = no autoplay. */
  interval_seconds: z.number().int().min(0).max(30).default(6),
});

export const ProductRailBlock = z
  .strictObject({
    type: z.literal('product_rail'),
    title: text(80),
    /** Either a search (keyword and/or category) or a hand-picked list of product ids. */
    query: z
      .strictObject({
        keyword: text(100).optional(),
        category_id: z.number().int().min(1).max(2_147_483_647).optional(),
      })
      .optional(),
    product_ids: z
      .array(
        z
          .number()
          .int()
          .min(1)
          .max(2 ** 53 - 1),
      )
      .max(24)
      .optional(),
    limit: z.number().int().min(1).max(24).default(12),
    see_all: link.optional(),
  })
  .refine((block) => (block.query === undefined) !== (block.product_ids === undefined), {
    message: 'A rail has either a query or product_ids',
    path: ['query'],
  });

export const CategoryGridBlock = z.strictObject({
  type: z.literal('category_grid'),
  title: text(80),
  categories: z
    .array(
      z.strictObject({ name: text(60), href, icon: text(40).optional(), image: image.optional() }),
    )
    .min(1)
    .max(24),
});

export const RichTextBlock = z.strictObject({
  type: z.literal('rich_text'),
  /** Structured, not HTML: headings and paragraphs a page renders as text. */
  sections: z
    .array(
      z.strictObject({
        heading: text(160).optional(),
        /** Anchor for a table of contents (legal pages). */
        anchor: z
          .string()
          .regex(/^[a-z0-9-]{1,60}$/)
          .optional(),
        paragraphs: z.array(text(4000)).min(1).max(30),
        bullets: z.array(text(500)).max(30).optional(),
      }),
    )
    .min(1)
    .max(40),
  table_of_contents: z.boolean().default(false),
});

export const FaqBlock = z.strictObject({
  type: z.literal('faq'),
  title: text(80),
  items: z
    .array(z.strictObject({ question: text(200), answer: text(2000) }))
    .min(1)
    .max(30),
});

export const CallToActionBlock = z.strictObject({
  type: z.literal('call_to_action'),
  heading: text(120),
  body: text(400).optional(),
  cta: link,
});

export const ImageTextBlock = z.strictObject({
  type: z.literal('image_text'),
  image,
  alt: text(160),
  heading: text(120),
  body: text(1000),
  image_side: z.enum(['left', 'right']).default('left'),
  cta: link.optional(),
});

/** A menu: the header's services, the footer's columns, a category list. */
export const LinksBlock = z.strictObject({
  type: z.literal('links'),
  title: text(60).optional(),
  links: z
    .array(link.extend({ icon: text(40).optional() }))
    .min(1)
    .max(30),
});

export const LogosBlock = z.strictObject({
  type: z.literal('logos'),
  logos: z
    .array(
      z.strictObject({ name: z.enum(['primary', 'mark', 'footer', 'app']), image, alt: text(120) }),
    )
    .min(1)
    .max(8),
});

/** Trust signals and service promises: short items with an icon. */
export const FeaturesBlock = z.strictObject({
  type: z.literal('features'),
  title: text(80).optional(),
  items: z
    .array(z.strictObject({ icon: text(40), title: text(80), body: text(300) }))
    .min(1)
    .max(12),
});

export const ContentBlockSchema = z.discriminatedUnion('type', [
  HeroBlock,
  BannerCarouselBlock,
  ProductRailBlock,
  CategoryGridBlock,
  RichTextBlock,
  FaqBlock,
  CallToActionBlock,
  ImageTextBlock,
  LinksBlock,
  LogosBlock,
  FeaturesBlock,
]);

export type ContentBlock = z.infer<typeof ContentBlockSchema>;
/** A block as written (defaults not yet filled in). */
export type ContentBlockInput = z.input<typeof ContentBlockSchema>;

export const ContentBlocksSchema = z.array(ContentBlockSchema).min(1).max(40);
