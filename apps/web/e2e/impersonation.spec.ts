import { expect, test } from './support/test.ts';
import { screens } from './support/screens.ts';
import { openWithVariations } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { customerIdOf, STAFF_HEADERS, staffUrl } from './support/staff.ts';

const SUPPORT = '/api/user/admin/impersonate/v1/sessions';

/**
 * Spec §6 / issue #15: support opens a customer's view from a one-time link, sees the banner
 * on every page, and cannot change anything; each refused change is on the customer's record.
 */
test('support views a customer read-only: banner everywhere, every change refused and audited', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpByApi(page, request, freshEmail('viewed'), 'Farhana Akter');
  const customerId = await customerIdOf(page);

  const granted = await request.post(staffUrl(SUPPORT), {
    headers: STAFF_HEADERS,
    data: { customer_id: customerId, reason: 'Ticket 4411: cart' },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  const { redeem_url: link } = ((await granted.json()) as { data: { redeem_url: string } }).data;

  // The support agent's own browser: the link opens the customer's dashboard.
  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  await support.goto(link);
  await support.waitForURL(/\/dashboard$/);
  const banner = support.getByTestId('impersonation-banner');
  await expect(banner).toContainText("Support view of Farhana Akter's account");
  await screens(support, test.info(), 'impersonation-banner');

  // Reading works; a change is refused with the API's reason.
  const search = await request.post('/api/product/customer/v1/products/search', {
    data: { keyword: 'backpack', per_page: 1 },
  });
  const [product] = ((await search.json()) as { data: { id: number }[] }).data;
  await openWithVariations(support, product!.id);
  await expect(banner).toBeVisible();
  const refused = support.waitForResponse(
    (response) =>
      response.url().endsWith('/api/purchase/customer/cart/v1/cart-items') &&
      response.request().method() === 'POST',
  );
  await support.getByTestId('add-to-cart').click();
  expect((await refused).status()).toBe(403);
  await expect(
    support.getByText('Support is viewing this account: nothing can be changed in this session.', {
      exact: true,
    }),
  ).toBeVisible();

  // The customer's record shows the support session and the refused change.
  const record = await request.get(staffUrl(`${SUPPORT}/by-user?customer_id=${customerId}`), {
    headers: STAFF_HEADERS,
  });
  const data = (
    (await record.json()) as {
      data: {
        sessions: { impersonated_by: string }[];
        refused_writes: { method: string; path: string }[];
      };
    }
  ).data;
  // The X-Staff-Token caller is recorded under its fixed name, whatever a body could say.
  expect(data.sessions.map((s) => s.impersonated_by)).toEqual(['machine']);
  expect(data.refused_writes).toContainEqual(
    expect.objectContaining({ method: 'POST', path: '/api/purchase/customer/cart/v1/cart-items' }),
  );

  // Ending the view signs the support browser out; the customer's own session goes on.
  await support.getByTestId('end-impersonation').click();
  await support.waitForURL((url) => url.pathname === '/');
  await expect(banner).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await supportContext.close();
});
