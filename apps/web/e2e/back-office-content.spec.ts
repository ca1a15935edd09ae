import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { backOfficeAs, openScreen } from './support/back-office.ts';

/**
 * Issues #16 and #17: content staff change the shop from the back office. They edit the home
 * page's hero in the block editor (an emptied required field is refused at the field), add a
 * banner they upload and a rail of a product they pick from a search, see them in the preview,
 * publish and the shop's home shows them; they create a running campaign that the Deals page
 * lists, add a streamer with an uploaded avatar, and publish a live stream the Live page lists.
 */

/** The demo stream's poster: a real JPEG for the uploads (the API re-encodes it as WebP). */
const PICTURE = path.join(import.meta.dirname, '../public/streams/fashion/poster.jpg');

/**
 * Finds products by keyword in a picker and adds the first one found; answers its title. The
 * spec picks puzzles: the other specs buy backpacks, and this spec's sale must not change
 * their prices.
 */
async function pickProduct(scope: Locator, searchLabel: string, keyword: string) {
  await scope.getByLabel(searchLabel).fill(keyword);
  await scope.getByLabel(searchLabel).press('Enter');
  const found = scope.getByRole('list', { name: `Products found for ${keyword}` });
  const add = found.getByRole('button', { name: /^Add / }).first();
  const title = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await add.click();
  return title;
}

/** The picture at `img` loaded (a broken image has no natural width). */
async function expectLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/** A back-office screen at the tablet's and the desktop's width. */
async function shots(page: Page, info: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR ?? info.outputPath();
  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('content staff edit and publish the home page, run a campaign and publish a live stream', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const heading = `Everything from China, one tap away ${stamp}`;
  const staff = await backOfficeAs(browser, 'content');

  // Content: the published English home for visitors not signed in, opened in the block editor.
  await openScreen(staff, 'Content');
  await staff.getByLabel('Page (slug)').fill('before-login');
  await staff.getByLabel('Language').selectOption('en');
  await staff.getByLabel('State').selectOption('published');
  await staff.getByRole('button', { name: 'Filter' }).click();
  const rows = staff.getByTestId('content-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Published');
  await shots(staff, info, 'content-list');
  await rows.first().getByRole('link', { name: 'before-login' }).click();

  const hero = staff.getByRole('region', { name: 'Block 1: Hero' });
  const headingField = hero.getByLabel('Heading', { exact: true });
  await expect(headingField).not.toHaveValue('');
  const original = await headingField.inputValue();
  // A required field emptied: the API refuses the draft and its message stands at the field.
  await headingField.fill('');
  await staff.getByRole('button', { name: 'Save as new draft' }).click();
  await expect(headingField).toHaveAttribute('aria-invalid', 'true');
  await expect(headingField).toHaveAccessibleDescription(/too small/i);
  await expect(staff.getByText('The request has invalid fields')).toContainText('blocks.0.heading');
  await shots(staff, info, 'content-editor-refused');

  await headingField.fill(heading);
  const preview = staff.getByTestId('preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(heading);
  const blockCount = await staff.getByTestId('block').count();

  // A banner uploaded from the computer: the API answers its public address, the field fills.
  const bannerAlt = `Spring banner ${stamp}`;
  await staff.getByLabel('New block').selectOption('banner_carousel');
  await staff.getByRole('button', { name: 'Add block' }).click();
  const bannerBlock = staff.getByRole('region', {
    name: `Block ${blockCount + 1}: Banner carousel`,
  });
  await bannerBlock.getByLabel('Upload image: Image').setInputFiles(PICTURE);
  await expect(bannerBlock.getByLabel('Image', { exact: true })).toHaveValue(
    /^\/api\/storage\/customer\/asset\/v1\/shop-images\/[0-9a-f-]+\.webp$/,
  );
  await expectLoaded(bannerBlock.getByRole('img', { name: 'Preview: Image' }));
  await bannerBlock.getByLabel('Description (alt text)').fill(bannerAlt);

  // A rail of a product picked from a catalogue search: its title shows, not its number.
  const railTitle = `Staff picks ${stamp}`;
  await staff.getByLabel('New block').selectOption('product_rail');
  await staff.getByRole('button', { name: 'Add block' }).click();
  const railBlock = staff.getByRole('region', { name: `Block ${blockCount + 2}: Product rail` });
  await railBlock.getByLabel('Title', { exact: true }).fill(railTitle);
  const picked = await pickProduct(railBlock, 'Find products', 'puzzle');
  await expect(
    railBlock.getByRole('list', { name: 'Or these products (optional): chosen' }),
  ).toContainText(picked);
  await expectLoaded(preview.getByRole('img', { name: bannerAlt }));
  await shots(staff, info, 'content-editor-picker-upload');
  await staff.getByRole('button', { name: 'Save as new draft' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(staff).toHaveURL(/\/content\/\d+\?saved=1$/);
  await expect(headingField).not.toHaveAttribute('aria-invalid', 'true');
  await shots(staff, info, 'content-editor');
  await staff.getByRole('button', { name: 'Publish now' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Published: the shop shows it now.' }),
  ).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expectLoaded(page.getByRole('img', { name: bannerAlt }));
  await expect(page.getByRole('region', { name: railTitle })).toContainText(picked);

  // The home goes back as it was, published the same way: other specs read its demo content.
  for (const block of [blockCount + 2, blockCount + 1]) {
    await staff.getByRole('button', { name: `Remove block ${block}` }).click();
  }
  await expect(staff.getByTestId('block')).toHaveCount(blockCount);
  await headingField.fill(original);
  await staff.getByRole('button', { name: 'Save as new draft' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await staff.getByRole('button', { name: 'Publish now' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Published: the shop shows it now.' }),
  ).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
  await expect(page.getByRole('img', { name: bannerAlt })).toHaveCount(0);

  // Campaigns: a sale running from now for a week, shown to shoppers, 10 % off one product.
  const campaign = `Flash sale ${stamp}`;
  await openScreen(staff, 'Campaigns');
  const form = staff.getByTestId('campaign-form');
  await form.getByLabel('Name').fill(campaign);
  await form.getByLabel('Slug').fill(`flash-sale-${stamp}`);
  await form.getByLabel('Shown to shoppers').check();
  await pickProduct(form, 'Add products', 'puzzle');
  await form.getByLabel('Discount % 1').fill('10');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: `${campaign} saved: running.` }),
  ).toBeVisible();
  const row = staff.getByTestId('campaigns-table-row').filter({ hasText: campaign });
  await expect(row).toContainText('running');
  await shots(staff, info, 'campaigns');

  await page.getByRole('link', { name: 'Deals' }).first().click();
  await page.waitForURL(/\/campaigns$/);
  await expect(page.getByTestId('campaign-list')).toContainText(campaign);

  // A new streamer with an uploaded avatar; the stream form offers them at once.
  const streamer = `Rina ${stamp}`;
  await openScreen(staff, 'Live streams');
  await staff.getByText('New streamer').click();
  const streamerForm = staff.getByTestId('streamer-form');
  await streamerForm.getByLabel('Name').fill(streamer);
  await streamerForm.getByLabel('Handle').fill(`rina-${stamp}`);
  await streamerForm.getByLabel('Upload image: Avatar (optional)').setInputFiles(PICTURE);
  await expect(streamerForm.getByLabel('Avatar (optional)', { exact: true })).toHaveValue(
    /shop-images/,
  );
  await streamerForm.getByRole('button', { name: 'Add streamer' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `${streamer} added.` })).toBeVisible();
  await expectLoaded(
    staff.getByTestId('streamer-table-row').filter({ hasText: streamer }).locator('img'),
  );

  // Live streams: published live with a picked product; the shop's Live page lists it.
  const stream = `Backpacks live ${stamp}`;
  const streamForm = staff.getByTestId('stream-form');
  await streamForm.getByLabel('Streamer').selectOption({ label: `${streamer} (@rina-${stamp})` });
  await streamForm.getByLabel('Title').fill(stream);
  await streamForm.getByLabel('Status').selectOption('live');
  await streamForm.getByLabel('HLS playlist').fill('/streams/fashion/index.m3u8');
  await pickProduct(streamForm, 'Find products', 'puzzle');
  await streamForm.getByRole('button', { name: 'Publish stream' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `${stream} published` })).toBeVisible();
  const streamRow = staff.getByTestId('streams-table-row').filter({ hasText: stream });
  await expect(streamRow).toContainText('live');
  await shots(staff, info, 'live-streams');

  await page.goto('/live');
  await expect(page.getByTestId('stream-feed')).toContainText(stream);

  // The stream ends: staff move it to replay.
  await streamRow.getByRole('button', { name: `Move ${stream} to replay` }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: `${stream} is now replay.` }),
  ).toBeVisible();
  await expect(streamRow).toContainText('replay');
  await staff.context().close();
});
