import { describe, expect, it } from 'vitest';
import { menuColumns, menuLinks, siteLogo } from './navigation.ts';
import type { Content } from './types.ts';

const page = (blocks: Content['blocks'], title = 'Services'): Content =>
  ({ slug: 'service-navigation', locale: 'en', title, blocks }) as unknown as Content;

describe('menus from content', () => {
  const menu = page([
    {
      type: 'links',
      title: 'Services',
      links: [
        { label: 'Ship For Me', href: '/ship-for-me', icon: 'plane' },
        { label: 'Track orders', href: '/track' },
      ],
    },
    { type: 'rich_text', sections: [] } as unknown as Content['blocks'][number],
    { type: 'links', links: [{ label: 'Contact us', href: '/contact-us' }] },
  ]);

  it('keeps each links block as a column in order, titled by the block or the page', () => {
    expect(menuColumns(menu)).toEqual([
      {
        title: 'Services',
        links: [
          { label: 'Ship For Me', href: '/ship-for-me', icon: 'plane' },
          { label: 'Track orders', href: '/track' },
        ],
      },
      { title: 'Services', links: [{ label: 'Contact us', href: '/contact-us' }] },
    ]);
  });

  it('flattens the links for a one-row menu', () => {
    expect(menuLinks(menu).map((link) => link.href)).toEqual([
      '/ship-for-me',
      '/track',
      '/contact-us',
    ]);
  });

  it('is empty without content, so the built-in menu stands in', () => {
    expect(menuColumns(null)).toEqual([]);
    expect(menuLinks(undefined)).toEqual([]);
  });

  it('finds a logo by name and nothing when it is not published', () => {
    const logos = page(
      [
        {
          type: 'logos',
          logos: [
            { name: 'primary', image: '/icons/icon.svg', alt: 'Crossport' },
            { name: 'footer', image: '/icons/footer.svg', alt: 'Crossport' },
          ],
        },
      ],
      'Crossport',
    );
    expect(siteLogo(logos, 'footer')).toEqual({ image: '/icons/footer.svg', alt: 'Crossport' });
    expect(siteLogo(logos, 'app')).toBeNull();
    expect(siteLogo(null, 'primary')).toBeNull();
  });
});
