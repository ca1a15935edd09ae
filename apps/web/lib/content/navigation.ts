import type { Content } from './types.ts';

/** One entry of a menu staff publish: what it says, where it goes, its icon if any. */
export interface MenuLink {
  label: string;
  href: string;
  icon?: string;
}

/** A titled group of links (a footer column, the header's service row). */
export interface MenuColumn {
  title: string;
  links: MenuLink[];
}

/** The `links` blocks of a menu page as columns, in the order staff put them. */
export function menuColumns(content: Content | null | undefined): MenuColumn[] {
  return (content?.blocks ?? []).flatMap((block) =>
    block.type === 'links'
      ? [
          {
            title: block.title ?? content?.title ?? '',
            links: block.links.map(({ label, href, icon }) => ({
              label,
              href,
              ...(icon ? { icon } : {}),
            })),
          },
        ]
      : [],
  );
}

/** Every link of a menu page, flattened (the header shows one row). */
export function menuLinks(content: Content | null | undefined): MenuLink[] {
  return menuColumns(content).flatMap((column) => column.links);
}

/** The logo staff publish under `site-logos` by its name ("primary"), if any. */
export function siteLogo(
  content: Content | null | undefined,
  name: string,
): { image: string; alt: string } | null {
  for (const block of content?.blocks ?? []) {
    if (block.type !== 'logos') continue;
    const logo = block.logos.find((candidate) => candidate.name === name);
    if (logo) return { image: logo.image, alt: logo.alt };
  }
  return null;
}
