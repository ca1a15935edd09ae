import { describe, expect, it } from 'vitest';
import { safeBlock, safeLink, withSafeLinks } from './safe-links.ts';
import type { Content, ContentBlock } from './types.ts';

const block = (value: unknown) => value as ContentBlock;
const page = (blocks: unknown[]): Content =>
  ({
    slug: 'home-page',
    locale: 'en',
    region_code: null,
    title: 'Home',
    blocks,
    version: 1,
    published_at: '2026-05-01T00:00:00.000Z',
  }) as unknown as Content;

describe('safeLink', () => {
  it.each(['/campaigns/eid', '/search?q=bag#top', 'https://cdn.example.com/eid.webp'])(
    'keeps %s',
    (link) => {
      expect(safeLink(link)).toBe(link);
    },
  );

  it.each([
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
    'java\tscript:alert(1)',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'http://example.com/',
    ' /campaigns',
    '/campaigns\n',
    '/\uff0fevil.example',
  ])('drops %j', (link) => {
    expect(safeLink(link)).toBeUndefined();
  });
});

describe('content blocks as the storefront renders them', () => {
  it('leaves out an unsafe optional link and keeps the rest of the block', () => {
    expect(
      safeBlock(
        block({
          type: 'hero',
          heading: 'Eid sale',
          image: '//evil.example/x.png',
          cta: { label: 'Shop', href: '/\\evil.example' },
          secondary_cta: { label: 'More', href: '/campaigns' },
        }),
      ),
    ).toEqual({
      type: 'hero',
      heading: 'Eid sale',
      secondary_cta: { label: 'More', href: '/campaigns' },
    });
    expect(
      safeBlock(
        block({
          type: 'product_rail',
          title: 'Bags',
          query: { keyword: 'bag' },
          limit: 12,
          see_all: { label: 'All', href: 'javascript:alert(1)' },
        }),
      ),
    ).toEqual({ type: 'product_rail', title: 'Bags', query: { keyword: 'bag' }, limit: 12 });
  });

  it('leaves out items whose own link is unsafe, and a block left empty', () => {
    const menu = block({
      type: 'links',
      links: [
        { label: 'Evil', href: '/%2F%2Fevil.example' },
        { label: 'Track', href: '/track' },
      ],
    });
    expect(safeBlock(menu)).toEqual({ type: 'links', links: [{ label: 'Track', href: '/track' }] });
    expect(
      safeBlock(block({ type: 'links', links: [{ label: 'Evil', href: '//evil.example' }] })),
    ).toBeNull();
    expect(
      safeBlock(
        block({
          type: 'banner_carousel',
          interval_seconds: 6,
          banners: [
            { image: 'data:image/svg+xml,<svg/>', alt: 'x' },
            { image: '/banners/eid.svg', alt: 'Eid', href: 'http://example.com/' },
          ],
        }),
      ),
    ).toEqual({
      type: 'banner_carousel',
      interval_seconds: 6,
      banners: [{ image: '/banners/eid.svg', alt: 'Eid' }],
    });
    expect(
      safeBlock(
        block({
          type: 'category_grid',
          title: 'Shop by category',
          categories: [
            { name: 'Evil', href: '/\\evil.example' },
            { name: 'Bags', href: '/search?category=3', image: 'java\tscript:x' },
          ],
        }),
      ),
    ).toEqual({
      type: 'category_grid',
      title: 'Shop by category',
      categories: [{ name: 'Bags', href: '/search?category=3' }],
    });
    expect(
      safeBlock(
        block({
          type: 'logos',
          logos: [
            { name: 'primary', image: '//evil.example/logo.svg', alt: 'x' },
            { name: 'footer', image: '/icons/footer.svg', alt: 'Crossport' },
          ],
        }),
      ),
    ).toEqual({
      type: 'logos',
      logos: [{ name: 'footer', image: '/icons/footer.svg', alt: 'Crossport' }],
    });
  });

  it('drops a block whose one required link is unsafe', () => {
    expect(
      safeBlock(
        block({ type: 'call_to_action', heading: 'x', cta: { label: 'Go', href: '//evil' } }),
      ),
    ).toBeNull();
    expect(
      safeBlock(
        block({
          type: 'image_text',
          image: 'javascript:alert(1)',
          alt: 'x',
          heading: 'x',
          body: 'x',
          image_side: 'left',
        }),
      ),
    ).toBeNull();
  });

  it('keeps blocks without links, and safe pages, as they are', () => {
    const safe = page([
      { type: 'faq', title: 'FAQ', items: [{ question: 'Q?', answer: 'A.' }] },
      { type: 'call_to_action', heading: 'Ship', cta: { label: 'Go', href: '/ship-for-me' } },
      { type: 'links', links: [{ label: 'Help', href: 'https://help.example.com/' }] },
    ]);
    expect(withSafeLinks(safe)).toEqual(safe);
  });

  it('renders a page without the blocks it had to drop', () => {
    const content = withSafeLinks(
      page([
        { type: 'call_to_action', heading: 'Evil', cta: { label: 'Go', href: '/\\evil.example' } },
        { type: 'faq', title: 'FAQ', items: [{ question: 'Q?', answer: 'A.' }] },
      ]),
    );
    expect(content.blocks.map((b) => b.type)).toEqual(['faq']);
    expect(content.title).toBe('Home');
  });
});
