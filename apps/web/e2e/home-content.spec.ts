import { devices, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { demoSessionToken } from './support/sign-up.ts';
import { STAFF_HEADERS, staffUrl } from './support/staff.ts';

/**
 * Issue #16: the home page is the content service's (docs/content.md): before and after
 * sign-in, on a phone and on a larger screen, each shows what its slug's content says, in the
 * visitor's language.
 */
async function visitor(
  browser: Browser,
  baseURL: string,
  options: { phone: boolean; token?: string },
) {
  const context = await browser.newContext(
    options.phone
      ? { ...devices['Pixel 5'], viewport: { width: 360, height: 800 }, deviceScaleFactor: 1 }
      : { viewport: { width: 1440, height: 900 } },
  );
  if (options.token) {
    await context.addCookies([{ name: 'ory_kratos_session', value: options.token, url: baseURL }]);
  }
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR ?? test.info().outputPath();
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const variant = (page: Page) => page.locator('[data-home-variant]');

test('the home page follows its content: before and after sign-in, phone and desktop', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await demoSessionToken(request);

  const guest = await visitor(browser, baseURL!, { phone: false });
  await expect(variant(guest)).toHaveAttribute('data-home-variant', 'before-login');
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(
    'Shop from China, delivered to your door',
  );
  await expect(guest.getByRole('region', { name: 'Offers' }).getByRole('link')).toHaveCount(3);
  await expect(
    guest.getByRole('region', { name: 'Trending now' }).getByTestId('product-card').first(),
  ).toBeVisible();
  await expect(guest.getByRole('region', { name: 'Why Crossport' })).toContainText(
    'Checked at our warehouse',
  );
  await shot(guest, 'home-before-login-1440');

  const phone = await visitor(browser, baseURL!, { phone: true });
  await expect(variant(phone)).toHaveAttribute('data-home-variant', 'mobile-before-login-homepage');
  // A phone opens on products: the first content block is the rail, before any banner.
  const first = phone.locator('[data-home-variant] > section').nth(1);
  await expect(first).toHaveAttribute('aria-label', 'Trending now');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveClass(/sr-only/);
  await shot(phone, 'home-before-login-360');

  const member = await visitor(browser, baseURL!, { phone: false, token });
  await expect(variant(member)).toHaveAttribute('data-home-variant', 'after-login');
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await expect(member.getByRole('link', { name: 'My orders' }).first()).toBeVisible();
  await shot(member, 'home-after-login-1440');

  const memberPhone = await visitor(browser, baseURL!, { phone: true, token });
  await expect(variant(memberPhone)).toHaveAttribute(
    'data-home-variant',
    'mobile-after-login-homepage',
  );
  await expect(memberPhone.getByRole('region', { name: 'Picked for you' })).toBeVisible();
  await shot(memberPhone, 'home-after-login-360');

  // In Bengali the same page speaks Bengali.
  await guest.context().addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(
    'চীন থেকে কেনাকাটা, পৌঁছে যাবে আপনার দরজায়',
  );
  await expect(guest.getByRole('region', { name: 'এখন জনপ্রিয়' })).toBeVisible();
  await shot(guest, 'home-before-login-bn-1440');
  const phoneBn = await visitor(browser, baseURL!, { phone: true });
  await phoneBn.context().addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
  await phoneBn.reload();
  await shot(phoneBn, 'home-before-login-bn-360');

  for (const page of [guest, phone, member, memberPhone, phoneBn]) await page.context().close();
});

test('menus and a logo staff publish for one region show there, and only there', async ({
  browser,
  request,
  baseURL,
}) => {
  const publish = async (slug: string, title: string, blocks: unknown[]) => {
    const draft = await request.post(staffUrl('/api/content/admin/v1/entries'), {
      headers: STAFF_HEADERS,
      data: { slug, locale: 'en', region_code: 'AU', title, blocks },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const id = ((await draft.json()) as { data: { id: number } }).data.id;
    const published = await request.post(staffUrl(`/api/content/admin/v1/entries/${id}/publish`), {
      headers: STAFF_HEADERS,
      data: {},
    });
    expect(published.status(), await published.text()).toBe(200);
  };
  await publish('footer-menu', 'Help', [
    { type: 'links', title: 'Help', links: [{ label: 'Careers', href: '/careers' }] },
  ]);
  await publish('service-navigation', 'Services', [
    { type: 'links', links: [{ label: 'Sydney pickup points', href: '/track' }] },
  ]);
  await publish('site-logos', 'Crossport Oceania', [
    { type: 'logos', logos: [{ name: 'primary', image: '/icons/icon.svg', alt: 'Crossport' }] },
  ]);

  const australia = await browser.newContext();
  await australia.addCookies([{ name: 'region', value: 'AU', url: baseURL! }]);
  const page = await australia.newPage();
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Site links' });
  await expect(footer.getByRole('link', { name: 'Careers' })).toBeVisible();
  const services = page.getByRole('navigation', { name: 'Services' });
  await expect(services.getByRole('link', { name: 'Sydney pickup points' })).toBeVisible();
  await expect(services.getByRole('link', { name: 'Ship For Me' })).toHaveCount(0);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Crossport Oceania')).toBeVisible();
  await expect(banner.getByTestId('site-logo')).toHaveAttribute('src', '/icons/icon.svg');
  await australia.close();

  // Bangladesh keeps the all-regions menus: the demo's services, not Australia's.
  const bangladesh = await browser.newPage();
  await bangladesh.goto('/');
  await expect(
    bangladesh
      .getByRole('navigation', { name: 'Site links' })
      .getByRole('link', { name: 'Careers' }),
  ).toHaveCount(0);
  const home = bangladesh.getByRole('navigation', { name: 'Services' });
  await expect(home.getByRole('link', { name: 'Request for Quotation' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'Sydney pickup points' })).toHaveCount(0);
  await bangladesh.close();
});
