import { fundWallet } from '../wallet-fixtures.ts';
import {
  ACTIONS,
  action,
  address,
  BUY,
  call,
  CART,
  CARTS,
  cartItem,
  claim,
  CLAIMS,
  consolidation,
  customerIdOf,
  DELIVERY,
  deliveryRequest,
  dispute,
  DISPUTES,
  INVOICES,
  linkImport,
  notification,
  order,
  parcel,
  parcelRequest,
  payment,
  PAYMENTS,
  payoutRequest,
  pushSubscription,
  RFQ,
  rfqRequest,
  session,
  SHIPMENTS,
  shippingCart,
  SUPPORT,
  supportInquiry,
  upload,
  WALLET,
  wishlistItem,
  type Headers,
  type World,
} from './customer-factories.ts';

/** How to call one GET route on the caller's own records. */
export interface Read {
  params?: Record<string, number | string>;
  /** A query string (with `?`). */
  query?: string;
}

/**
 * One of everything a customer can own, so every list of theirs has a row (a coupon used on the
 * first order too, when given), and how to read each
 * customer GET route on their own records. The access-control suite reads every customer GET
 * route for two customers who each own all this; a GET route with path parameters (or a
 * required query) that has no read here fails the suite, so a new one is covered.
 */
export async function ownOneOfEverything(
  world: World,
  who: Headers,
  options: { coupon?: string } = {},
): Promise<Record<string, Read>> {
  const customerId = await customerIdOf(world, who);
  await fundWallet(world.db, customerId, 50_000);
  await address(world, who);
  const { product, item } = await cartItem(world, who);
  await wishlistItem(world, who);
  await linkImport(world, who);
  const placed = await order(world, who, options.coupon);
  const act = await action(world, who);
  const sessionId = await session(world, who);
  const paid = await payment(world, who, 'bank_transfer', placed.invoiceId);
  await payoutRequest(world, who);
  const p = await parcel(world, who);
  const consolidationId = await consolidation(world, who);
  const claimId = await claim(world, who);
  const disputeId = await dispute(world, who, 'open');
  const inquiryId = await supportInquiry(world, who);
  const deliveryId = await deliveryRequest(world, who);
  await notification(world, who);
  await shippingCart(world, who);
  const rfq = await rfqRequest(world, who, true);
  await pushSubscription(world, who);
  const photo = await upload(world, who);
  await parcelRequest(world, who, p.id);
  const [wallet] = await call(world, 'GET', `${WALLET}/balance`, who);

  const id = (value: number) => ({ params: { id: value } });
  return {
    [`GET ${CART}/products/:id/cart-status`]: id(product.id),
    [`GET ${CART}/cart-items/:id/variations`]: id(item.id),
    [`GET ${WALLET}/:id/transactions`]: id(wallet.id),
    [`GET ${INVOICES}/invoices/:id`]: id(placed.invoiceId),
    [`GET ${INVOICES}/invoices/:id/download`]: id(placed.invoiceId),
    [`GET ${INVOICES}/session/:id`]: id(sessionId),
    ['GET /api/storage/customer/asset/v1/assets/:id']: id(photo),
    ['GET /api/storage/customer/asset/v1/assets/:id/thumbnail']: id(photo),
    [`GET ${BUY}/details/:id`]: id(placed.buyProductId),
    ['GET /api/tracking/customer/timeline/v1/buy-product/:id']: id(placed.buyProductId),
    [`GET ${ACTIONS}/:id`]: id(act.id),
    [`GET ${PAYMENTS}/transactions/:id`]: id(paid.id),
    [`GET ${SHIPMENTS}/shipment-products/:productNumber`]: { params: { productNumber: p.number } },
    ['GET /api/tracking/customer/timeline/v1/shipment-product/:id']: id(p.id),
    [`GET ${SHIPMENTS}/shipment-products/:id/requests`]: id(p.id),
    [`GET ${SHIPMENTS}/consolidations/:id`]: id(consolidationId),
    [`GET ${CLAIMS}/:id`]: id(claimId),
    [`GET ${DISPUTES}/:id`]: id(disputeId),
    ['GET /api/tracking/customer/timeline/v1/dispute/:id']: id(disputeId),
    [`GET ${RFQ}/requests/:id`]: id(rfq.requestId),
    [`GET ${RFQ}/requests/:id/quotes`]: id(rfq.requestId),
    [`GET ${RFQ}/quotes/:id`]: id(rfq.quoteId),
    [`GET ${DELIVERY}/:id`]: id(deliveryId),
    [`GET ${SUPPORT}/:id`]: id(inquiryId),
    ['GET /api/tracking/customer/v1/find']: { query: `?number=${p.number}` },
    [`GET ${CARTS}`]: { query: '?region=BD' },
  };
}
