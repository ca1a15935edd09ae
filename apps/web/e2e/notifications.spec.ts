import { expect, test } from './support/test.ts';
import { requestAirParcels, staffReceive } from './support/parcels.ts';
import { screens } from './support/screens.ts';
import { saveBangladeshiAddress } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { customerIdOf } from './support/staff.ts';

/**
 * Notifications (issue #15): staff receive the customer's parcel → the header bell shows one
 * unread → the list opens from it → marking read clears the bell; a channel switched in the
 * notification settings stays switched after a reload.
 */
test.describe('notifications', () => {
  test('a received parcel rings the bell; reading clears it; settings persist', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    await signUpByApi(page, request, freshEmail('notify'));
    await saveBangladeshiAddress(page, 'Nusrat Jahan');
    const { context, parcels } = await requestAirParcels(page, (categoryId) => [
      {
        title: 'Desk fan',
        quantity: 1,
        declared_value: 180_000,
        shipping_category_id: categoryId,
        tracking_id: 'YT-FAN-1',
      },
    ]);
    const fan = parcels[0]!;

    // Nothing yet: the bell has no count.
    await page.goto('/dashboard');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    // Staff receive and weigh the parcel: one notice (receipt, weight and invoice together).
    await staffReceive(request, context.customer.suite_code, await customerIdOf(page));
    await page.reload();
    await expect(page.getByTestId('notification-count')).toHaveText('1');

    await bell.click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    const list = page.getByTestId('notifications');
    await expect(list.locator('li')).toHaveCount(1);
    await expect(list.locator('li').first()).toHaveAttribute('data-kind', 'parcel_received');
    await expect(list).toContainText(`Parcel ${fan.number} received at our warehouse`);
    await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
    await screens(page, info, 'notifications-bell');

    // Marking read clears the bell without a reload (the list and the bell share a query).
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('unread-count')).toHaveText('0 unread');
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect(list.locator('li').first()).toHaveAttribute('data-read', 'true');

    // Settings: order status emails are off by default; switch them on, reload, still on.
    await page.getByTestId('notification-settings-link').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Notification settings' }),
    ).toBeVisible();
    const emailSwitch = page.getByTestId('switch-order_status-email');
    await expect(emailSwitch).toHaveAttribute('aria-checked', 'false');
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/notification/customer/v1/custom') && r.request().method() === 'POST',
    );
    await emailSwitch.click();
    expect((await saved).status()).toBe(200);
    await expect(emailSwitch).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.getByTestId('switch-order_status-email')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByTestId('switch-payment_result-push')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByTestId('turn-on-push')).toHaveText(
      'Turn on notifications on this device',
    );
    await screens(page, info, 'notification-settings');
  });
});
