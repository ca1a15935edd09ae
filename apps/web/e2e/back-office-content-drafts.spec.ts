import { expect, test } from './support/test.ts';
import { backOfficeAs, officeShots, openScreen } from './support/back-office.ts';

/**
 * Issue #17: a draft nobody wants is thrown away from the Content list; published versions
 * offer no such button (the shop showed them), and the shop's page is unchanged.
 */
test('content staff discard a draft; published versions stay', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const staff = await backOfficeAs(browser, 'content');
  const title = `Second thoughts ${Date.now()}`;

  // A draft of the contact page: the published version opened and saved under a new title.
  await openScreen(staff, 'Content');
  await staff.getByLabel('Page (slug)').fill('contact-us');
  await staff.getByLabel('Language').selectOption('en');
  await staff.getByLabel('State').selectOption('published');
  await staff.getByRole('button', { name: 'Filter' }).click();
  const rows = staff.getByTestId('content-table-row');
  await expect(rows.first()).toContainText('Published');
  // Nothing published can be discarded.
  await expect(rows.getByRole('button', { name: /^Discard/ })).toHaveCount(0);
  await rows.first().getByRole('link', { name: 'contact-us' }).click();
  await staff.getByLabel('Title', { exact: true }).fill(title);
  await staff.getByRole('button', { name: 'Save as new draft' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  await openScreen(staff, 'Content');
  await staff.getByLabel('Page (slug)').fill('contact-us');
  await staff.getByLabel('State').selectOption('draft');
  await staff.getByRole('button', { name: 'Filter' }).click();
  const draft = rows.filter({ hasText: title });
  await expect(draft).toContainText('Draft');
  await officeShots(staff, info, 'content-drafts');
  await draft.getByRole('button', { name: /^Discard the contact-us draft/ }).click();
  await expect(staff.getByRole('status')).toContainText(`“${title}” is discarded`);
  await expect(draft).toHaveCount(0);

  // The shop's contact page never showed the draft.
  await page.goto('/contact-us');
  await expect(page.getByRole('main')).not.toContainText(title);
  await staff.context().close();
});
