import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

/**
 * Issue #16, "fast and accessible": axe-core (WCAG 2 A/AA rules) finds nothing serious or
 * critical on the pages most visitors see, at phone and desktop widths, in both languages.
 */
const pages = [
  '/',
  '/search?keyword=backpack',
  '/terms-and-conditions',
  '/landed-cost',
  '/campaigns',
  '/campaigns/mega-sale',
  '/live',
];

for (const width of [360, 1440]) {
  test(`the storefront passes axe's serious and critical checks at ${width} px`, async ({
    page,
    request,
    baseURL,
  }) => {
    // axe runs in the page on 16 screens: CPU-bound, so a busy 2-core machine with two workers
    // needs more than the journeys' time, though nothing here waits on the network.
    test.setTimeout(300_000);
    const search = await request.post('/api/product/customer/v1/products/search', {
      data: { keyword: 'backpack', per_page: 1 },
    });
    const [product] = ((await search.json()) as { data: { id: number }[] }).data;
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const locale of ['en', 'bn']) {
      await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
      for (const path of [...pages, `/products/${product!.id}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        for (const v of violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        )) {
          problems.push(
            `${locale} ${path}: ${v.id} (${v.nodes.length}) ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
          );
        }
      }
    }
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
    expect(problems).toEqual([]);
  });
}
