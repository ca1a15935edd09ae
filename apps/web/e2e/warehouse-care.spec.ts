import { expect, test } from './support/test.ts';
import { customerCall } from './support/customer-api.ts';
import { screens } from './support/screens.ts';
import {
  PHOTO,
  requestAirParcels,
  staffMoveParcel,
  staffPhoto,
  staffReceive,
} from './support/parcels.ts';
import { saveBangladeshiAddress } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { creditWallet, customerIdOf, STAFF_HEADERS, staffUrl } from './support/staff.ts';

const SHIPMENT = '/api/shipping-core/customer/shipment/v1';
const STAFF = '/api/shipping-core/admin/shipment/v1';
// An ISO media file's first box: enough for the upload to know it is an MP4 video.
const VIDEO = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
  Buffer.from([0, 0, 0, 16]),
  Buffer.from('mdat', 'latin1'),
  Buffer.alloc(8),
]);

test.describe('A parcel in our warehouse and after delivery', () => {
  test('storage terms and reminder, extra photos asked and answered, a reported error re-measured, then a claim with photo and video after delivery', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await signUpByApi(page, request, freshEmail('care'));
    await saveBangladeshiAddress(page, 'Salma Khatun');
    const { context, parcels } = await requestAirParcels(page, (categoryId) => [
      {
        title: 'Table lamp',
        quantity: 1,
        declared_value: 250_000,
        shipping_category_id: categoryId,
        tracking_id: 'YT-LAMP-1',
      },
    ]);
    const lamp = parcels[0]!;
    const customerId = await customerIdOf(page);
    await staffReceive(request, context.customer.suite_code, customerId);

    // The parcel page says how long storage is free; the customer asks for extra photos.
    await page.goto(`/dashboard/ship-for-me/my-parcel/${lamp.number}`);
    const detail = page.getByTestId('parcel-detail');
    await expect(detail.getByTestId('storage-note')).toContainText('Free storage until');
    const requests = detail.getByTestId('parcel-requests');
    await requests.getByLabel('What should we do?').selectOption('extra_photos');
    await requests.getByLabel('Anything we should know (optional)').fill('The plug, please');
    await requests.getByRole('button', { name: 'Send to the warehouse' }).click();
    const list = requests.getByTestId('parcel-request-list');
    await expect(list.locator('[data-status="open"]')).toContainText('With our team');
    await expect(list.getByRole('link', { name: /Pay BDT/ })).toBeVisible();

    // A wrong measurement: a note is required, then staff re-measure.
    await requests.getByLabel('What should we do?').selectOption('report_error');
    await expect(requests.getByRole('button', { name: 'Send to the warehouse' })).toBeDisabled();
    await requests
      .getByLabel('Which measurement looks wrong, and what did you expect?')
      .fill('The lamp box is 25 cm long, not 30');
    await requests.getByRole('button', { name: 'Send to the warehouse' }).click();
    await expect(list.locator('li')).toHaveCount(2);

    // Staff work the queue: photos for the first, a new measurement for the second.
    const queue = await request.get(staffUrl(`${STAFF}/parcel-requests?per_page=100`), {
      headers: STAFF_HEADERS,
    });
    const work = (
      (await queue.json()) as {
        data: { id: number; kind: string; shipment_product_id: number }[];
      }
    ).data.filter((r) => r.shipment_product_id === lamp.id);
    const photo = await staffPhoto(request, customerId);
    for (const item of work) {
      const answered = await request.put(staffUrl(`${STAFF}/parcel-requests/${item.id}`), {
        headers: STAFF_HEADERS,
        data:
          item.kind === 'extra_photos'
            ? { outcome: 'done', note: 'Two more photos added', photo_ids: [photo] }
            : {
                outcome: 'done',
                note: 'Measured again: 25 cm',
                measurement: { weight_grams: 1_250, length_cm: 25, width_cm: 20, height_cm: 10 },
              },
      });
      expect(answered.status(), await answered.text()).toBe(200);
    }
    await page.reload();
    await expect(list.locator('[data-status="done"]')).toHaveCount(2);
    await expect(list).toContainText('Our warehouse: Measured again: 25 cm');
    await expect(detail.getByTestId('warehouse-photos').locator('img')).toHaveCount(2);
    await expect(detail.getByText('25 × 20 × 10 cm')).toBeVisible();
    await screens(page, test.info(), 'parcel-requests');

    // Day 28 of storage, swept by hand: the reminder is waiting under Notifications.
    const parcel = await customerCall<{ receipt: { received_at: string } }>(
      page,
      'GET',
      `${SHIPMENT}/shipment-products/${lamp.number}`,
    );
    const asOf = new Date(new Date(parcel.receipt.received_at).getTime() + 28 * 86_400_000);
    const swept = await request.post(staffUrl(`${STAFF}/storage-sweep`), {
      headers: STAFF_HEADERS,
      data: { as_of: asOf.toISOString(), customer_id: customerId },
    });
    expect(swept.status(), await swept.text()).toBe(200);
    await page.goto('/dashboard/notifications');
    const notices = page.getByTestId('notifications');
    await expect(notices.locator('[data-kind="storage_reminder"]')).toContainText(
      `Free storage of ${lamp.number} ends on`,
    );
    // The receipt told the customer too (one notice: received, weighed, invoiced).
    await expect(notices.locator('[data-kind="parcel_received"]')).toHaveCount(1);
    await expect(page.getByTestId('unread-count')).toHaveText('2 unread');
    await screens(page, test.info(), 'notifications');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('unread-count')).toHaveText('0 unread');

    // Paid, shipped and delivered; then a claim with a photo and the unboxing video.
    const current = await customerCall<{ invoice_id: number }>(
      page,
      'GET',
      `${SHIPMENT}/shipment-products/${lamp.number}`,
    );
    const invoice = await customerCall<{ due: { amount: number; currency: string } }>(
      page,
      'GET',
      `/api/invoice/customer/invoice/v1/invoices/${current.invoice_id}`,
    );
    await creditWallet(page, request, invoice.due);
    await page.goto(`/dashboard/payment?invoice=${current.invoice_id}`);
    await page.getByTestId('gateway-wallet').click();
    await page.getByTestId('pay-now').click();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'paid');
    await page.goto(`/dashboard/ship-for-me/my-parcel/${lamp.number}`);
    await detail.getByRole('button', { name: 'Start shipping' }).click();
    await expect(detail.locator('[data-status="shipping_started"]').first()).toBeVisible();
    await staffMoveParcel(
      request,
      lamp.id,
      'in_transit',
      'arrived',
      'ready_for_delivery',
      'delivered',
    );
    await page.reload();

    const claims = detail.getByTestId('claims');
    await claims.getByRole('button', { name: 'Open a claim' }).click();
    await expect(claims.getByText('Add at least one photo.')).toBeVisible();
    await claims.getByLabel('What happened').selectOption('damaged');
    await claims.getByLabel('Tell us more').fill('The lamp shade is cracked.');
    await claims
      .locator('input[type="file"][accept^="image"]')
      .setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(claims.locator('img')).toHaveCount(1);
    await claims
      .locator('input[type="file"][accept^="video"]')
      .setInputFiles({ name: 'unboxing.mp4', mimeType: 'video/mp4', buffer: VIDEO });
    await expect(claims.getByTestId('claim-video')).toHaveText('Attached: unboxing.mp4');
    await claims.getByRole('button', { name: 'Open a claim' }).click();
    await expect(claims.locator('[data-status="open"]')).toContainText('It arrived damaged');
    await expect(claims.getByRole('button', { name: 'Open a claim' })).toHaveCount(0);
    await screens(page, test.info(), 'parcel-claim');
  });
});
