import { NotFound, Unprocessable } from '../../platform/errors.ts';
import type { Address } from '../addresses/index.ts';
import type { CartItem } from '../cart/index.ts';
import type { Caller } from '../customers/index.ts';
import type { ShippingRatesService } from '../shipping-rates/index.ts';
import type { BuyProductRow, OrdersRepository } from './repository.ts';
import type { Transaction } from '../../platform/database.ts';
import type { ShippingEstimateUnknown } from './schemas.ts';
import type { BuyVariation } from './tables.ts';
import { STATUS_NOTES } from './transitions.ts';

/**
 * What an order is made of: the parts of a cart item a buy product keeps (a checkout hands
 * cart items, an RFQ quote builds one line).
 */
export type OrderLine = Pick<
  CartItem,
  'product_id' | 'title' | 'image' | 'source_site' | 'source_url' | 'shop' | 'weight_grams'
> & {
  variations: Pick<
    CartItem['variations'][number],
    'sku_id' | 'properties' | 'quantity' | 'unit_price' | 'original_unit_price'
  >[];
  /** Its own shipping category and checkout's estimate (null with the reason when unknown). */
  shipping?: {
    categoryId: number | null;
    estimate: number | null;
    unknown: ShippingEstimateUnknown | null;
  };
};

/** What the shipping module quoted for an order's parcel. */
type ShippingQuote = Awaited<ReturnType<ShippingRatesService['quote']>>;

/**
 * How an order comes into being and is bought again, as the place-order and buy-again
 * workflows ask for it: the order's own rows, inside the workflow's transaction.
 */
export function createOrderPlacement(repository: OrdersRepository) {
  function productValues(caller: Caller, orderId: number, item: OrderLine, currency: string) {
    return {
      orderId,
      customerId: caller.customerId,
      productId: item.product_id,
      title: item.title,
      image: item.image,
      sourceSite: item.source_site,
      sourceUrl: item.source_url,
      shopName: item.shop?.name ?? null,
      status: 'pending_payment' as const,
      currency,
      weightGrams: item.weight_grams,
      shippingCategoryId: item.shipping?.categoryId ?? null,
      shippingEstimate: item.shipping?.estimate ?? null,
      shippingEstimateUnknown: item.shipping?.unknown ?? null,
      variations: item.variations.map((v, index): BuyVariation => ({
        id: index + 1,
        sku_id: v.sku_id,
        properties: v.properties,
        quantity: v.quantity,
        unit_price: v.unit_price.amount,
        source_price: v.original_unit_price.amount,
        cancelled: false,
      })),
    };
  }

  async function orderOf(customerId: number, orderId: number) {
    const order = await repository.findOrder(customerId, orderId);
    if (!order) throw new NotFound(`Order ${orderId}`);
    return order;
  }

  return {
    /**
     * Stores a new order inside the caller's transaction: the order, one buy product per
     * chosen cart item, each entering `pending_payment` on its timeline.
     */
    async createOrder(
      tx: Transaction,
      caller: Caller,
      values: {
        regionCode: string;
        currency: string;
        address: Address;
        shipping: ShippingQuote;
        shippingCategoryId: number;
        subtotal: number;
        note: string | null;
        items: OrderLine[];
        /** The RFQ quote the order comes from (its one order: a unique index). */
        rfqQuoteId?: number;
      },
    ): Promise<{ orderId: number; products: BuyProductRow[] }> {
      const { address, shipping } = values;
      const order = await repository.insertOrder(tx, {
        customerId: caller.customerId,
        regionCode: values.regionCode,
        currency: values.currency,
        address: {
          id: address.id,
          country_code: address.country_code,
          name: address.name,
          phone: address.phone,
          fields: address.fields,
        },
        shipping: {
          method_id: shipping.method.id,
          method_code: shipping.method.code,
          method_name: shipping.method.name,
          shipping_category_id: values.shippingCategoryId,
          warehouse_id: shipping.warehouseId,
          eta_min_days: shipping.method.eta.min_days,
          eta_max_days: shipping.method.eta.max_days,
        },
        subtotal: values.subtotal,
        shippingEstimate: shipping.charge.amount,
        note: values.note,
        rfqQuoteId: values.rfqQuoteId ?? null,
      });
      const products = await repository.insertProducts(
        tx,
        values.items.map((item) => productValues(caller, order.id, item, values.currency)),
      );
      await repository.insertEvents(
        tx,
        products.map((p) => ({
          buyProductId: p.id,
          fromStatus: null,
          toStatus: 'pending_payment' as const,
          actor: 'customer' as const,
          note: STATUS_NOTES.pending_payment,
        })),
      );
      return { orderId: order.id, products };
    },

    /** Links the order's invoice and the coupon it was placed with. */
    async attachInvoice(
      tx: Transaction,
      orderId: number,
      values: { invoiceId: number; couponCode: string | null; discount: number },
    ): Promise<void> {
      await repository.updateOrder(tx, orderId, values);
    },

    /** What a past order's chosen products (all when none are named) still hold, to buy again. */
    async liveLinesOf(
      customerId: number,
      orderId: number,
      productIds: number[],
    ): Promise<{ productId: number; lines: { skuId: string; quantity: number }[] }[]> {
      const order = await orderOf(customerId, orderId);
      const products = await repository.productsOfOrder(order.id);
      const unknown = productIds.filter((id) => !products.some((p) => p.id === id));
      if (unknown.length) {
        throw new Unprocessable('Some products are not in this order.', [
          { field: 'body.product_ids', message: `Unknown buy product ${unknown.join(', ')}` },
        ]);
      }
      const chosen = productIds.length
        ? products.filter((p) => productIds.includes(p.id))
        : products;
      return chosen.map((product) => ({
        productId: product.productId,
        lines: product.variations
          .filter((v) => !v.cancelled)
          .map((v) => ({ skuId: v.sku_id, quantity: v.quantity })),
      }));
    },
  };
}
