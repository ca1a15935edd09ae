import { expect, test } from './support/test.ts';
import {
  backOfficeAs,
  backOfficeSignIn,
  linkAuthenticator,
  officeShots,
  openScreen,
  staffEmail,
} from './support/back-office.ts';
import { customerCall } from './support/customer-api.ts';
import { arrivedParcelAskedForDelivery } from './support/delivery-request.ts';
import { PASSWORD } from './support/outbox.ts';
import { PHOTO, requestAirParcels, staffReceive } from './support/parcels.ts';
import { saveBangladeshiAddress } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { customerIdOf, STAFF_HEADERS, staffUrl } from './support/staff.ts';

/**
 * Issue #17, the operations that had only staff API routes: the warehouse dispatches and
 * delivers a delivery request and repacks a consolidation from their screens; an admin adds a
 * staff member whose screens follow their role; finance changes a region's exchange rate; an
 * invalid shipping rate slab is refused with the API's words. No staff step calls the API.
 */

test('the warehouse dispatches and delivers a delivery request and repacks a consolidation; the customer sees both', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(300_000);
  await signUpByApi(page, request, freshEmail('operations'), 'Sadia Islam');
  await saveBangladeshiAddress(page, 'Sadia Islam');
  const delivery = await arrivedParcelAskedForDelivery(page, request, 'Table lamp');
  const { context, parcels } = await requestAirParcels(page, (categoryId) =>
    ['Sneakers', 'Rain jacket', 'Desk fan'].map((title) => ({
      title,
      quantity: 1,
      declared_value: 50_000,
      shipping_category_id: categoryId,
      tracking_id: `OP-${title.replace(/\W/g, '')}-${Date.now()}`,
    })),
  );
  await staffReceive(request, context.customer.suite_code, await customerIdOf(page));
  const box = await customerCall<{ id: number; number: string }>(
    page,
    'POST',
    '/api/shipping-core/customer/shipment/v1/consolidations',
    { shipment_product_ids: [parcels[0]!.id, parcels[1]!.id] },
  );
  const fan = parcels[2]!;
  const photos = await customerCall<{ number: string }>(
    page,
    'POST',
    `/api/shipping-core/customer/shipment/v1/shipment-products/${fan.id}/requests`,
    { kind: 'extra_photos', note: 'The plug, please' },
  );
  const split = await customerCall<{ number: string }>(
    page,
    'POST',
    `/api/shipping-core/customer/shipment/v1/shipment-products/${fan.id}/requests`,
    { kind: 'split', note: 'The fan and its stand in two parcels' },
  );

  const warehouse = await backOfficeAs(browser, 'warehouse');
  const number = delivery.request.number;

  await test.step('dispatch, then deliver, from the Deliveries screen', async () => {
    await openScreen(warehouse, 'Deliveries');
    const row = warehouse.getByTestId('deliveries-row').filter({ hasText: number });
    await expect(row).toContainText('Sadia Islam');
    await expect(row).toContainText('Table lamp');
    await officeShots(warehouse, info, 'deliveries');
    // No dispatch without the courier's tracking number: refused at the row's field.
    await row.getByRole('button', { name: `Dispatch ${number}` }).click();
    const tracking = row.getByLabel(`Tracking number of the courier for ${number}`);
    await expect(tracking).toHaveAttribute('aria-invalid', 'true');
    await tracking.fill('PTH-2611-0042');
    // Its delivery charge is unpaid: dispatching anyway takes a reason, which the row keeps.
    await row.getByRole('button', { name: `Dispatch ${number}` }).click();
    const reason = row.getByLabel(`Reason to dispatch unpaid for ${number}`);
    await expect(reason).toBeVisible();
    await reason.fill('Customer pays at the Gulshan office on Sunday');
    await row.getByRole('button', { name: `Dispatch ${number}` }).click();
    await expect(warehouse.getByText(`${number} is dispatched.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await warehouse.getByRole('tab', { name: 'With the courier' }).click();
    await expect(row).toContainText('tracking PTH-2611-0042');
    await expect(row).toContainText('dispatched unpaid: Customer pays at the Gulshan office');
    await row.getByRole('button', { name: `Delivered ${number}` }).click();
    await expect(warehouse.getByText(`${number} is delivered.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await warehouse.getByRole('tab', { name: 'Delivered' }).click();
    await expect(row).toBeVisible();
    // Done: no move is offered any more.
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  await test.step('the customer sees the parcel delivered', async () => {
    await page.goto(`/dashboard/ship-for-me/my-parcel/${delivery.parcel.number}`);
    const detail = page.getByTestId('parcel-detail');
    await expect(detail.locator('[data-status="delivered"]').first()).toBeVisible();
  });

  await test.step('repack the consolidation from its screen', async () => {
    await openScreen(warehouse, 'Consolidations');
    const row = warehouse.getByTestId('consolidations-row').filter({ hasText: box.number });
    await expect(row).toContainText(parcels[0]!.number);
    await expect(row).toContainText(parcels[1]!.number);
    await row.getByRole('button', { name: `Repack ${box.number}` }).click();
    await warehouse.setViewportSize({ width: 768, height: 1024 });
    await warehouse.getByLabel('Weight (g)').fill('2200');
    await warehouse.getByLabel('Length (cm)').fill('30');
    await warehouse.getByLabel('Width (cm)').fill('20');
    await warehouse.getByLabel('Height (cm)').fill('20');
    await warehouse.getByLabel('Photos of the repacked box').setInputFiles({
      name: 'box.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await officeShots(warehouse, info, 'consolidation-repack');
    await warehouse.getByRole('button', { name: 'Save the repacked box' }).click();
    await expect(warehouse.getByText(`${box.number} repacked`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await warehouse.getByRole('tab', { name: 'Waiting for the customer' }).click();
    await expect(row).toContainText('2.2 kg, 30 × 20 × 20 cm, saves');
    await officeShots(warehouse, info, 'consolidations-repacked');
  });

  await test.step('the customer sees the repacked box to confirm', async () => {
    await page.goto(`/dashboard/ship-for-me/consolidations/${box.id}`);
    await expect(
      page.getByTestId('consolidation').getByTestId('consolidation-status'),
    ).toHaveAttribute('data-status', 'repacked');
  });

  await test.step('answer a parcel request with a photo and a note', async () => {
    await openScreen(warehouse, 'Parcel requests');
    const row = warehouse.getByTestId('parcel-requests-row').filter({ hasText: photos.number });
    await expect(row).toContainText(fan.number);
    await expect(row).toContainText('The plug, please');
    await row.getByRole('button', { name: `Answer ${photos.number}` }).click();
    const answer = warehouse.getByTestId('answer-form');
    await answer.getByLabel(/What was done/).fill('Two photos of the plug added');
    await answer.getByLabel('New photos (optional)').setInputFiles({
      name: 'plug.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await officeShots(warehouse, info, 'parcel-request-answer');
    await answer.getByRole('button', { name: 'Done' }).click();
    await expect(warehouse.getByText(`${photos.number} done`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await warehouse.getByRole('tab', { name: 'Done' }).click();
    await expect(row).toContainText('Two photos of the plug added');
  });
  await test.step('split a parcel in two, each part weighed', async () => {
    await warehouse.getByRole('tab', { name: 'To do' }).click();
    const row = warehouse.getByTestId('parcel-requests-row').filter({ hasText: split.number });
    await row.getByRole('button', { name: `Answer ${split.number}` }).click();
    const answer = warehouse.getByTestId('answer-form');
    await answer.getByLabel(/What was done/).fill('Fan and stand packed apart');
    // Saving without the parts' weights is stopped before it reaches the API.
    await answer.getByRole('button', { name: 'Add a parcel' }).click();
    await expect(answer.getByLabel('Weight (g) of parcel 3')).toBeVisible();
    await answer.getByRole('button', { name: 'Remove the last parcel' }).click();
    for (const [part, grams] of [
      [1, '1400'],
      [2, '900'],
    ] as const) {
      await answer.getByLabel(`Weight (g) of parcel ${part}`).fill(grams);
      await answer.getByLabel(`Length (cm) of parcel ${part}`).fill('40');
      await answer.getByLabel(`Width (cm) of parcel ${part}`).fill('30');
      await answer.getByLabel(`Height (cm) of parcel ${part}`).fill('20');
    }
    await officeShots(warehouse, info, 'parcel-request-split');
    await answer.getByRole('button', { name: 'Done' }).click();
    await expect(warehouse.getByText(`${split.number} done`)).toBeVisible();
  });
  await warehouse.context().close();

  await page.goto(`/dashboard/ship-for-me/my-parcel/${fan.number}`);
  await expect(page.getByTestId('parcel-timeline')).toContainText(/split/i);
  const answered = page.getByTestId('parcel-request-list').locator('[data-status="done"]');
  await expect(answered.filter({ hasText: 'The plug, please' })).toContainText(
    'Two photos of the plug added',
  );
  await expect(answered.filter({ hasText: 'Split into several parcels' })).toContainText(
    'Fan and stand packed apart',
  );
});

test('an admin adds a staff member by email with a role, and their screens follow the role', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(300_000);
  const email = freshEmail('newstaff');
  await signUpByApi(page, request, email, 'Rafiq Hasan');
  const totpSecret = await linkAuthenticator(request, email, PASSWORD);
  const navLinks = (p: typeof page) =>
    p.getByRole('navigation', { name: 'Back office' }).getByRole('link');

  const admin = await backOfficeAs(browser, 'admin');
  await openScreen(admin, 'Staff');
  await admin.getByLabel('Email they sign in with').fill(email);
  await admin.getByRole('button', { name: 'Find' }).click();
  const form = admin.getByTestId('membership-form');
  await form.getByRole('checkbox', { name: /^warehouse/ }).check();
  await officeShots(admin, info, 'staff-add');
  await form.getByRole('button', { name: 'Add to the staff' }).click();
  await expect(admin.getByText(`${email}: warehouse.`)).toBeVisible();
  await admin.getByLabel('Filter by email').fill(email);
  await admin.getByRole('button', { name: 'Filter' }).click();
  const row = admin.getByTestId('members-row').filter({ hasText: email });
  await expect(row).toContainText('warehouse');
  await expect(admin.getByTestId('members-row')).toHaveCount(1);

  const member = await backOfficeSignIn(browser, { email, password: PASSWORD, totpSecret });
  await expect(navLinks(member)).toHaveText([
    'Dashboard',
    'Receiving',
    'Orders',
    'Parcels',
    'Consolidations',
    'Parcel requests',
    'Deliveries',
  ]);

  // Finance instead of warehouse: the member's next visit shows finance's screens.
  await row.getByRole('button', { name: `Change ${email}` }).click();
  await form.getByRole('checkbox', { name: /^warehouse/ }).uncheck();
  await form.getByRole('checkbox', { name: /^finance/ }).check();
  await form.getByRole('button', { name: 'Save roles' }).click();
  await expect(admin.getByText(`${email}: finance.`)).toBeVisible();
  await expect(row).toContainText('finance');
  await officeShots(admin, info, 'staff');
  await member.reload();
  await expect(navLinks(member)).toHaveText([
    'Dashboard',
    'Orders',
    'Bank transfers',
    'bKash to review',
    'Payouts',
    'Disputes',
    'Claims',
    'Customers',
    'Settings',
  ]);

  // Deactivated: the back office no longer lets them in.
  await row.getByRole('button', { name: `Change ${email}` }).click();
  await form.getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByText(`${email} is no longer on the staff.`)).toBeVisible();
  await expect(row).toContainText('no');
  await member.reload();
  await expect(member.getByText('This account is not on the staff.')).toBeVisible();
  await member.context().close();
  await admin.context().close();
});

test('finance changes a region’s exchange rate and the audit log records it; an invalid rate slab is refused with the API’s words', async ({
  request,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const regions = await request.get('/api/core/customer/region/v1/regions');
  const india = ((await regions.json()) as { data: { id: number; code: string }[] }).data.find(
    (r) => r.code === 'IN',
  )!;
  const settingsUrl = `/api/core/customer/region/v1/regions/${india.id}/settings`;
  const before = (
    (await (await request.get(settingsUrl)).json()) as {
      data: { exchange: { rate_micros: number; markup_bps: number }; commission_bps: number };
    }
  ).data;

  const finance = await backOfficeAs(browser, 'finance');
  await openScreen(finance, 'Settings');
  const row = finance.getByTestId('region-pricing-row').filter({ hasText: 'India (IN)' });
  await row.getByRole('button', { name: 'Change prices of India' }).click();
  const pricing = finance.getByTestId('pricing-form');
  await pricing.getByLabel(/ per /).fill('12.5');
  await pricing.getByRole('button', { name: 'Save prices of India' }).click();
  await expect(finance.getByText(/India: 1 [A-Z]{3} = 12\.5 INR/)).toBeVisible();
  await expect(row).toContainText('= 12.5 INR');
  // The storefront's region settings answer the new rate (prices follow within a minute).
  const after = (await (await request.get(settingsUrl)).json()) as {
    data: { exchange: { rate_micros: number } };
  };
  expect(after.data.exchange.rate_micros).toBe(12_500_000);
  await officeShots(finance, info, 'settings-finance');
  // Finance edits neither coupons nor shipping rates.
  await expect(finance.getByRole('button', { name: 'New coupon' })).toHaveCount(0);
  await expect(finance.getByRole('button', { name: /^Edit slabs/ })).toHaveCount(0);
  await finance.context().close();

  await test.step('content makes a coupon, pauses it and ends it', async () => {
    const content = await backOfficeAs(browser, 'content');
    await openScreen(content, 'Settings');
    await expect(content.getByRole('button', { name: /^Change prices of/ })).toHaveCount(0);
    await content.getByRole('button', { name: 'New coupon' }).click();
    const code = `OPS-${Date.now() % 1_000_000}`;
    const coupon = content.getByTestId('coupon-form');
    await coupon.getByLabel('Code').fill(code);
    await coupon.getByLabel('Description (customers see it)').fill('12.5 % off for the test');
    await coupon.getByLabel('Percent, or amount').fill('12.5');
    await coupon.getByRole('button', { name: 'Create coupon' }).click();
    await expect(content.getByText(`${code} created`)).toBeVisible();
    const row = content.getByTestId('coupons-row').filter({ hasText: code });
    await expect(row).toContainText('12.5 %');
    await expect(row.getByTestId('coupon-state')).toHaveText('active');
    await row.getByRole('button', { name: 'Pause' }).click();
    await expect(row.getByTestId('coupon-state')).toHaveText('paused');
    await officeShots(content, info, 'settings-content');
    await row.getByRole('button', { name: 'End now' }).click();
    await expect(row.getByTestId('coupon-state')).toContainText('ended');
    await expect(row.getByRole('button')).toHaveCount(0);
    await content.context().close();
  });

  const admin = await backOfficeAs(browser, 'admin');
  await test.step('the audit log records who changed the rate', async () => {
    await openScreen(admin, 'Audit log');
    await admin.getByLabel('Who (email or machine)').fill(staffEmail('finance'));
    await admin.getByLabel('Object (part of the path)').fill(`/regions/${india.id}/settings`);
    await admin.getByRole('button', { name: 'Filter' }).click();
    const entry = admin.getByTestId('audit-table-row').first();
    await expect(entry).toContainText('settings.pricing');
    await expect(entry).toContainText(staffEmail('finance'));
  });

  await test.step('an invalid slab is refused with the API’s message', async () => {
    await openScreen(admin, 'Settings');
    // Rates name their warehouse and category, not their ids.
    await expect(admin.getByTestId('rates-row').first()).toContainText(/, \S.* warehouse, /);
    await expect(admin.getByTestId('rates')).not.toContainText('warehouse #');
    await admin
      .getByRole('button', { name: /^Edit slabs/ })
      .first()
      .click();
    const editor = admin.getByTestId('slab-editor');
    await editor.getByLabel('Slab 1 from (g)').fill('100');
    await editor.getByRole('button', { name: 'Save slabs' }).click();
    const refusal = editor.getByRole('alert');
    await expect(refusal).toContainText('The request has invalid fields');
    await expect(refusal.getByTestId('error-details')).toContainText('slab 1: Must start at 0 g');
    await officeShots(admin, info, 'settings-slab-refused');
  });
  await admin.context().close();

  // Back to the demo rate, so later journeys price India as before.
  const restored = await request.put(
    staffUrl(`/api/core/admin/region/v1/regions/${india.id}/settings`),
    {
      headers: STAFF_HEADERS,
      data: {
        rate_micros: before.exchange.rate_micros,
        markup_bps: before.exchange.markup_bps,
        commission_bps: before.commission_bps,
      },
    },
  );
  expect(restored.status(), await restored.text()).toBe(200);
});

test('an admin changes an add-on service’s price and the public catalogue shows it; a price too high is refused at its field', async ({
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  // Removing shoe boxes: no other journey asks for it, and its price goes back at the end.
  const code = 'remove_packaging';
  const staffList = staffUrl('/api/core/admin/add-on-service/v1/services');
  type Service = {
    code: string;
    name: string;
    active: boolean;
    prices: Record<string, number>;
    rate_bps: number | null;
    updated_at: string;
  };
  const read = async () =>
    (
      (await (await request.get(staffList, { headers: STAFF_HEADERS })).json()) as {
        data: Service[];
      }
    ).data.find((s) => s.code === code)!;
  const before = await read();
  const publicPrice = async () =>
    (
      (await (await request.get('/api/add-on-services/v1/services?currency=BDT')).json()) as {
        data: { code: string; prices: { amount: number }[] }[];
      }
    ).data.find((s) => s.code === code)?.prices[0]?.amount;
  expect(await publicPrice()).toBe(before.prices.BDT);

  const admin = await backOfficeAs(browser, 'admin');
  try {
    await openScreen(admin, 'Settings');
    const row = admin.getByTestId('add-on-services-row').filter({ hasText: code });
    await row.getByRole('button', { name: `Change ${before.name}` }).click();
    const form = admin.getByRole('form', { name: `Add-on service ${before.name}` });
    await form.getByLabel('Price in BDT').fill('200000');
    await form.getByRole('button', { name: `Save ${before.name}` }).click();
    // The API's refusal is shown under the field it names (and in the form's notice).
    await expect(form.getByLabel('Price in BDT')).toHaveAccessibleDescription(
      /More than any add-on should cost/,
    );
    await officeShots(admin, info, 'settings-add-on-refused');

    await form.getByLabel('Price in BDT').fill('75');
    await form.getByRole('button', { name: `Save ${before.name}` }).click();
    await expect(admin.getByText(`${before.name}: `)).toBeVisible();
    await expect(row).toContainText(/BDT\s75\.00/);
    await officeShots(admin, info, 'settings-add-on-services');
    // The public catalogue (and the next parcel request) price it so at once.
    expect(await publicPrice()).toBe(7_500);
  } finally {
    await admin.context().close();
    const now = await read();
    const restored = await request.put(`${staffList}/${code}`, {
      headers: STAFF_HEADERS,
      data: {
        name: before.name,
        active: before.active,
        prices: before.prices,
        rate_bps: before.rate_bps,
        updated_at: now.updated_at,
      },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('an admin adds a shipping category, a taken slug is refused at its field, and the shop lists the renamed category', async ({
  request,
  browser,
}, info) => {
  test.setTimeout(120_000);
  // A category of its own: it stays in the shared database (categories are never deleted), last
  // among the top-level ones, so journeys that take the first category are unaffected.
  const slug = `test-cat-${Date.now()}`;
  // Names of their own too: a retry on the same database must pick this run's category.
  const name = `Category ${slug}`;
  const renamed = `Renamed ${slug}`;
  const admin = await backOfficeAs(browser, 'admin');
  try {
    await openScreen(admin, 'Settings');
    const section = admin
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'Shipping categories', exact: true }) });
    const add = async () => {
      await section.getByRole('button', { name: 'Add a category' }).click();
      const form = section.getByRole('form', { name: 'Add a category' });
      await form.getByLabel('Name customers read').fill(name);
      await form.getByLabel('Slug').fill(slug);
      await form.getByLabel('Position (lower comes first)').fill('9000');
      await form.getByRole('button', { name: 'Add the category' }).click();
      return form;
    };
    await add();
    await expect(section.getByText(`${name} added.`)).toBeVisible();

    const again = await add();
    await expect(again.getByLabel('Slug')).toHaveAccessibleDescription(/is taken/);
    await section.getByRole('button', { name: 'Close', exact: true }).click();

    const row = section.getByTestId('shipping-categories-row').filter({ hasText: slug });
    await expect(row).toContainText('Top level');
    await row.getByRole('button', { name: `Change ${name}` }).click();
    const form = section.getByRole('form', { name: `Shipping category ${name}` });
    await form.getByLabel('Name customers read').fill(renamed);
    await form.getByRole('button', { name: `Save ${name}` }).click();
    await expect(row).toContainText(renamed);
    const dir = process.env.SCREENSHOT_DIR ?? info.outputPath();
    for (const width of [768, 1440]) {
      await admin.setViewportSize({ width, height: 1000 });
      await section.screenshot({ path: `${dir}/settings-shipping-categories-${width}.png` });
    }

    const shop = await request.get(
      '/api/shipping-core/customer/shipping-category/v1/shipping-categories?page=1&per_page=500',
    );
    const listed = ((await shop.json()) as { data: { slug: string; name: string }[] }).data;
    expect(listed.find((c) => c.slug === slug)?.name).toBe(renamed);

    // Shipped nowhere until it has a rate: staff add one to Bangladesh.
    const rates = admin
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'Shipping rates', exact: true }) });
    await rates.getByRole('button', { name: 'Add a rate' }).click();
    const addRate = rates.getByRole('form', { name: 'Add a rate' });
    await addRate.getByLabel('To region').selectOption('BD');
    await addRate.getByLabel('Category').selectOption({ label: renamed });
    await addRate.getByLabel('Price per kg (BDT)').fill('950');
    await addRate.getByLabel('Minimum charge (BDT)').fill('400');
    await addRate.getByRole('button', { name: 'Add the rate' }).click();
    await expect(rates.getByText(/Rate \d+ added/)).toBeVisible();
    await rates.getByLabel('Region').selectOption('BD');
    // The newest route is listed last: page on until it shows (a bounded walk).
    const added = rates.getByTestId('rates-row').filter({ hasText: renamed });
    await expect(rates.getByText(/Page 1 of \d+/)).toBeVisible();
    for (let page = 0; page < 10 && (await added.count()) === 0; page += 1) {
      await rates.getByRole('button', { name: 'Next' }).click();
    }
    await expect(added).toContainText('BDT 950.00/kg');
  } finally {
    await admin.context().close();
  }
});
