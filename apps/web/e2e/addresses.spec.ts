import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';

/**
 * The address book (issue 5): a new customer adds a Bangladeshi address and sees its district
 * and thana by name, edits it, adds a second one and makes it the default, then deletes the
 * first. The API's field errors appear beside the field they name.
 */

/** A Radix select or a place picker: open it by its label, take the option with this name. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A place picker: open it by its label, type into its search box, take the named option. */
async function search(page: Page, label: string, text: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('dialog').getByRole('combobox').fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('address book', () => {
  test('add a BD address by name → edit → second made default → delete', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);

    // Signed out, the page sends the visitor to sign in and back.
    const signedOut = await request.get('/settings/addresses', { maxRedirects: 0 });
    expect(signedOut.status()).toBe(307);
    expect(signedOut.headers().location).toMatch(/\/login\?return_to=%2Fsettings%2Faddresses$/);

    await signUpByApi(page, request, freshEmail('addresses'));

    // Reached from the settings tabs; a new customer has no addresses yet.
    await page.goto('/settings/sessions');
    await page.getByRole('link', { name: 'Addresses' }).click();
    await expect(page).toHaveURL(/\/settings\/addresses$/);
    await expect(page.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();

    // A Cox's Bazar address; the phone the API refuses is flagged beside the phone field.
    await page.getByTestId('add-address').click();
    const form = page.getByTestId('address-form');
    await page.locator('#address-name').fill('Nusrat Jahan');
    await page.locator('#address-phone').fill('call me');
    await choose(page, 'Division', 'Chattogram');
    await choose(page, 'District', "Cox's Bazar");
    await choose(page, 'Thana', 'Teknaf');
    await page.locator('#address-post_code').fill('4760');
    await page.locator('#address-address_line1').fill('House 3, Marine Drive');
    await page.getByTestId('save-address').click();
    await expect(page.locator('#address-phone-error')).toHaveText('Expected a phone number');
    await expect(page.locator('#address-phone')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('#address-phone').fill('+8801711000000');
    await expect(page.locator('#address-phone-error')).toHaveCount(0);
    await page.getByTestId('save-address').click();
    await expect(form).toHaveCount(0);

    // Shown with names, not codes, and as the default (it is the only one).
    const cards = page.getByTestId('address-card');
    await expect(cards).toHaveCount(1);
    const teknaf = cards.filter({ hasText: 'House 3' });
    await expect(teknaf.getByTestId('address-lines')).toHaveText(
      "House 3, Marine DriveTeknaf, Cox's Bazar 4760Chattogram, Bangladesh",
    );
    await expect(teknaf).not.toContainText('coxs-bazar');
    await expect(teknaf.getByTestId('default-badge')).toHaveText('Default');

    // Edit: the form comes back filled in; change the street and the label.
    await page.getByRole('button', { name: 'Edit the address House 3, Marine Drive' }).click();
    await expect(page.locator('#address-name')).toHaveValue('Nusrat Jahan');
    await expect(page.getByLabel('Thana', { exact: true })).toHaveText('Teknaf');
    await page.locator('#address-address_line1').fill('House 5, Marine Drive');
    await choose(page, 'Label', 'Office');
    await page.getByTestId('save-address').click();
    await expect(form).toHaveCount(0);
    const edited = cards.filter({ hasText: 'House 5, Marine Drive' });
    await expect(edited).toContainText('Office');
    await expect(edited).toContainText("Teknaf, Cox's Bazar 4760");
    await expect(cards.filter({ hasText: 'House 3' })).toHaveCount(0);

    // A second address in Dhaka, not the default yet.
    await page.getByTestId('add-address').click();
    await page.locator('#address-name').fill('Rafiq Islam');
    await page.locator('#address-phone').fill('01812000000');
    await choose(page, 'Division', 'Dhaka');
    await choose(page, 'District', 'Dhaka');
    // Dhaka district has 55 thanas and upazilas: typing narrows the list.
    await page.getByLabel('Thana', { exact: true }).click();
    await expect(page.getByRole('option')).toHaveCount(55);
    await page.getByRole('dialog').getByRole('combobox').fill('dhanm');
    await expect(page.getByRole('option')).toHaveText(['Dhanmondi']);
    await page.getByRole('option', { name: 'Dhanmondi', exact: true }).click();
    await page.locator('#address-address_line1').fill('Road 27, House 9');
    await page.getByTestId('save-address').click();
    await expect(cards).toHaveCount(2);
    const dhanmondi = cards.filter({ hasText: 'Road 27, House 9' });
    await expect(dhanmondi).toContainText('Dhanmondi, Dhaka');
    await expect(dhanmondi.getByTestId('default-badge')).toHaveCount(0);

    // Make it the default: the badge moves and it comes first.
    await page.getByRole('button', { name: 'Make Road 27, House 9 the default address' }).click();
    await expect(dhanmondi.getByTestId('default-badge')).toBeVisible();
    await expect(edited.getByTestId('default-badge')).toHaveCount(0);
    await expect(cards.first()).toContainText('Road 27, House 9');

    // Delete the first address after confirming; keeping it first changes nothing.
    await page.getByRole('button', { name: 'Delete the address House 5, Marine Drive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog).toContainText('House 5, Marine Drive');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete the address House 5, Marine Drive' }).click();
    await page.getByTestId('confirm-delete').click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Road 27, House 9');
    await expect(cards.first().getByTestId('default-badge')).toBeVisible();

    // The server agrees after a reload.
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Dhanmondi, Dhaka');
  });

  test('the Bengali interface names every division, district and thana in Bengali', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signUpByApi(page, request, freshEmail('addresses-bn'));
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
    await page.goto('/settings/addresses');
    await page.getByTestId('add-address').click();

    // All 8 divisions, in Bengali; a Barishal district and upazila found by their English name.
    await page.getByLabel('বিভাগ', { exact: true }).click();
    await expect(page.getByRole('option')).toHaveCount(8);
    await page.getByRole('option', { name: 'বরিশাল', exact: true }).click();
    await search(page, 'জেলা', 'Bhola', 'ভোলা');
    await search(page, 'থানা', 'Char Fasson', 'চরফ্যাশন');
    await expect(page.getByLabel('থানা', { exact: true })).toHaveText('চরফ্যাশন');
    await page.locator('#address-name').fill('Nusrat Jahan');
    await page.locator('#address-phone').fill('+8801711000000');
    await page.locator('#address-address_line1').fill('Ward 4, College Road');
    await page.getByTestId('save-address').click();
    await expect(page.getByTestId('address-card')).toContainText('Char Fasson, Bhola');
  });
});
