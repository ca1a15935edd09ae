import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from '../src/demo/content-demo-data.ts';
import { CONTENT_SLUG_PATTERNS, CONTENT_SLUGS } from '../src/modules/content/index.ts';

const WEB = path.resolve(import.meta.dirname, '../../web');

// The storefront's own table of where each slug shows; read at run time, since the API's
// TypeScript project does not compile the web app's files.
const { CONTENT_PAGES, CONTENT_PARTS } = (await import(
  pathToFileURL(path.join(WEB, 'lib/content/pages.ts')).href
)) as { CONTENT_PAGES: Record<string, string>; CONTENT_PARTS: Record<string, string> };

/** Every page route of apps/web/app as its URL (route groups dropped) → its page file. */
function pageRoutes(dir = path.join(WEB, 'app'), url = ''): Map<string, string> {
  const routes = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
      for (const [route, file] of pageRoutes(full, `${url}${segment}`)) routes.set(route, file);
    } else if (entry.name === 'page.tsx') {
      routes.set(url || '/', full);
    }
  }
  return routes;
}

const servedSlugs = [...CONTENT_SLUGS, ...Object.keys(CONTENT_SLUG_PATTERNS)].sort();

describe('content pages', () => {
  it('gives every slug the API serves a place in the storefront, and no place to a slug it does not', () => {
    const placed = [...Object.keys(CONTENT_PAGES), ...Object.keys(CONTENT_PARTS)].sort();
    expect(placed).toEqual(servedSlugs);
  });

  it('has a page route for each page slug, which renders that slug', () => {
    const routes = pageRoutes();
    for (const [slug, url] of Object.entries(CONTENT_PAGES)) {
      const file = routes.get(url);
      expect(file, `${slug}: no page at apps/web/app${url}/page.tsx`).toBeDefined();
      expect(readFileSync(file!, 'utf8'), `${url} does not render ${slug}`).toContain(`'${slug}'`);
    }
  });

  it('shows each part slug in the file that names it', () => {
    for (const [slug, file] of Object.entries(CONTENT_PARTS)) {
      const full = path.join(WEB, file);
      expect(existsSync(full), `${slug}: ${file} is missing`).toBe(true);
      const shown = slug.startsWith('{') ? slug.replace(/^\{[^}]+\}/, '') : `'${slug}'`;
      expect(readFileSync(full, 'utf8'), `${file} does not show ${slug}`).toContain(shown);
    }
  });

  it("links every page from the demo footer, in English and Bengali, and from the footer's built-in columns", () => {
    for (const locale of ['en', 'bn']) {
      const footer = DEMO_CONTENT.find(
        (entry) => entry.slug === 'footer-menu' && entry.locale === locale,
      )!;
      const hrefs = footer.blocks.flatMap((block) =>
        block.type === 'links' ? block.links.map((link) => link.href) : [],
      );
      expect(hrefs, locale).toEqual(expect.arrayContaining(Object.values(CONTENT_PAGES)));
    }
    const builtIn = readFileSync(path.join(WEB, 'components/Footer.tsx'), 'utf8');
    for (const slug of Object.keys(CONTENT_PAGES)) {
      expect(builtIn, slug).toMatch(new RegExp(`CONTENT_PAGES(\\.${slug}|\\['${slug}'\\])`));
    }
  });

  it('writes no address into page content: the company details and the warehouses hold them', () => {
    const pages = JSON.stringify(DEMO_CONTENT);
    const messages = ['en', 'bn'].map((locale) =>
      readFileSync(path.join(WEB, `messages/${locale}.json`), 'utf8'),
    );
    for (const text of [pages, ...messages]) {
      expect(text).not.toMatch(/Banani|Gulshan|বনানী|Jichang|Helong|Road 11/);
    }
  });
});
