import type { APIRequestContext, Page } from '@playwright/test';
import { customerCall } from './customer-api.ts';
import { requestAirParcels, staffMoveParcel, staffReceive, type Parcel } from './parcels.ts';
import { creditWallet, customerIdOf } from './staff.ts';

const SHIPMENT = '/api/shipping-core/customer/shipment/v1/shipment-products';

/** The signed-in customer pays an invoice from a wallet staff credited with what is due. */
export async function payFromWallet(page: Page, request: APIRequestContext, invoiceId: number) {
  const invoice = await customerCall<{ due: { amount: number; currency: string } }>(
    page,
    'GET',
    `/api/invoice/customer/invoice/v1/invoices/${invoiceId}`,
  );
  await creditWallet(page, request, invoice.due);
  await customerCall(
    page,
    'POST',
    `/api/invoice/customer/invoice/v1/invoices/${invoiceId}/pay`,
    { gateway: 'wallet' },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
}

/**
 * Arranges, through the API, what earlier journeys drive through screens: the signed-in
 * customer (with an address) sends a parcel, staff receive it, the customer pays and starts
 * shipping, it arrives, and the customer asks for it to be delivered by the first courier.
 */
export async function arrivedParcelAskedForDelivery(
  page: Page,
  request: APIRequestContext,
  title: string,
): Promise<{ parcel: Parcel; request: { id: number; number: string } }> {
  const { context } = await requestAirParcels(page, (categoryId) => [
    {
      title,
      quantity: 1,
      declared_value: 150_000,
      shipping_category_id: categoryId,
      tracking_id: `DR-${Date.now()}`,
    },
  ]);
  const customerId = await customerIdOf(page);
  const [parcel] = await staffReceive(request, context.customer.suite_code, customerId);
  const detail = await customerCall<{ invoice_id: number }>(
    page,
    'GET',
    `${SHIPMENT}/${parcel!.number}`,
  );
  await payFromWallet(page, request, detail.invoice_id);
  await customerCall(page, 'PUT', `${SHIPMENT}/${parcel!.id}/start-shipping`);
  await staffMoveParcel(request, parcel!.id, 'in_transit', 'arrived');
  const addresses = await customerCall<{ id: number }[]>(
    page,
    'GET',
    '/api/user/customer/address/v1/addresses',
  );
  const options = await customerCall<{ code: string }[]>(
    page,
    'POST',
    '/api/courier/customer/option/v1/options',
    { shipment_product_ids: [parcel!.id], shipping_address_id: addresses[0]!.id },
  );
  const asked = await customerCall<{ id: number; number: string }>(
    page,
    'POST',
    '/api/delivery/customer/delivery-request/v1/requests',
    {
      items: [{ type: 'shipment_product', id: parcel!.id }],
      shipping_address_id: addresses[0]!.id,
      courier_option: options[0]!.code,
    },
  );
  return { parcel: parcel!, request: asked };
}
