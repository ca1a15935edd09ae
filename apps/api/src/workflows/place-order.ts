import type { Money } from '@crossport/money';
import type { z } from 'zod';
import { Conflict, DomainError } from '../platform/errors.ts';
import type { CouponQuote } from '../modules/discounts/index.ts';
import type { OrderSchema } from '../modules/orders/index.ts';
import type { Transaction } from '../platform/database.ts';
import {
  checkoutSteps,
  runCheckoutSteps,
  type Checkout,
  type CheckoutInput,
} from './checkout-steps.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

type BuyProductRow = Awaited<
  ReturnType<WorkflowServices['orders']['createOrder']>
>['products'][number];

/**
 * The unpaid invoice of a new order: one line per buy product, the coupon's discount, linked
 * back to the order. Cart checkouts and RFQ quotes invoice an order the same way.
 */
export function productInvoiceStep(services: WorkflowServices) {
  const { orders, invoices } = services;
  return createStep(
    'create-product-invoice',
    async (input: {
      tx: Transaction;
      customerId: number;
      orderId: number;
      currency: string;
      products: BuyProductRow[];
      quote: CouponQuote | null;
    }) => {
      const { quote } = input;
      const invoiceId = await invoices.create(
        input.tx,
        {
          customerId: input.customerId,
          subjectType: 'buy_order',
          subjectId: input.orderId,
          currency: input.currency,
        },
        [
          ...input.products.map((p) => ({
            kind: 'product',
            description: p.title,
            referenceType: 'buy_product',
            referenceId: p.id,
            quantity: 1,
            unitAmount: orders.productTotal(p),
            amount: orders.productTotal(p),
          })),
          ...(quote && quote.discount.amount > 0
            ? [
                {
                  kind: 'discount',
                  description: `Coupon ${quote.code}`,
                  referenceType: 'coupon',
                  referenceId: quote.couponId,
                  quantity: 1,
                  unitAmount: -quote.discount.amount,
                  amount: -quote.discount.amount,
                },
              ]
            : []),
        ],
      );
      await orders.attachInvoice(input.tx, input.orderId, {
        invoiceId,
        couponCode: quote?.code ?? null,
        discount: quote?.discount.amount ?? 0,
      });
      return invoiceId;
    },
  );
}

/**
 * Places one order from the chosen cart items. After the shared checkout reads, every write
 * (the order and its buy products, the coupon redemption, the unpaid invoice, the pieces
 * leaving the cart) is one database transaction, so a failure at any step undoes them all and
 * these steps need no compensation of their own.
 */
export function placeOrderWorkflow(services: WorkflowServices) {
  const steps = checkoutSteps(services);
  const { orders, discounts, cart } = services;

  const createOrder = createStep(
    'create-order-and-buy-products',
    async ({
      tx,
      input,
      checkout,
    }: {
      tx: Transaction;
      input: CheckoutInput;
      checkout: Checkout;
    }) =>
      orders.createOrder(tx, input.caller, {
        regionCode: checkout.region.code,
        currency: checkout.currency,
        address: checkout.address,
        shipping: checkout.shipping,
        // The order's category: the first product's (each product keeps its own).
        shippingCategoryId: checkout.productShipping.find((p) => p.category)!.category!.id,
        subtotal: checkout.subtotal.amount,
        note: input.body.note ?? null,
        items: checkout.items.map((item, index) => {
          const shipping = checkout.productShipping[index]!;
          return {
            ...item,
            shipping: {
              categoryId: shipping.category?.id ?? null,
              estimate: shipping.estimate?.amount ?? null,
              unknown: shipping.unknown,
            },
          };
        }),
      }),
  );

  // A product may be ordered without a weight (the warehouse weighs it), but its final charge
  // needs a shipping category we ship to the region.
  const checkShippable = createStep(
    'check-products-shippable',
    async ({ checkout }: { checkout: Checkout }) => {
      checkout.productShipping.forEach((shipping, index) => {
        if (shipping.unknown === 'no_shipping_category') {
          throw new DomainError(
            422,
            'shipping_category_unknown',
            'Choose what this product is, so we know how to ship it.',
            [{ field: `body.items.${index}.cart_item_id`, message: 'No shipping category' }],
          );
        }
        if (shipping.unknown === 'no_rate') {
          throw new DomainError(
            422,
            'no_shipping_rate',
            'We do not ship this category to your region yet.',
            [{ field: `body.items.${index}.cart_item_id`, message: 'No rate for its category' }],
          );
        }
      });
    },
  );

  const redeemCoupon = createStep(
    'redeem-coupon',
    async (input: {
      tx: Transaction;
      customerId: number;
      regionCode: string;
      code: string | null | undefined;
      subtotal: Money;
      orderId: number;
    }): Promise<CouponQuote | null> =>
      input.code
        ? discounts.redeem(input.tx, {
            customerId: input.customerId,
            regionCode: input.regionCode,
            code: input.code,
            subtotal: input.subtotal,
            orderId: input.orderId,
          })
        : null,
  );

  const createInvoice = productInvoiceStep(services);

  const takeOrderedFromCart = createStep(
    'take-ordered-pieces-from-cart',
    async ({
      tx,
      input,
      checkout,
    }: {
      tx: Transaction;
      input: CheckoutInput;
      checkout: Checkout;
    }) => {
      const removed = await cart.removeOrdered(
        tx,
        { customerId: input.caller.customerId, identityId: input.caller.identityId },
        checkout.items.flatMap((item) =>
          item.variations.map((v) => ({
            cartItemId: item.id,
            skuId: v.sku_id,
            quantity: v.quantity,
          })),
        ),
      );
      if (!removed) {
        throw new Conflict('Your cart changed while ordering. Please review it and try again.');
      }
    },
  );

  return createWorkflow(
    'place-order',
    async (input: CheckoutInput, run): Promise<z.infer<typeof OrderSchema>> => {
      const checkout = await runCheckoutSteps(steps, input, run);
      await run(checkShippable, { checkout });
      const orderId = await orders.transaction(async (tx) => {
        const { orderId, products } = await run(createOrder, { tx, input, checkout });
        const quote = await run(redeemCoupon, {
          tx,
          customerId: input.caller.customerId,
          regionCode: checkout.region.code,
          code: input.body.coupon_code,
          subtotal: checkout.subtotal,
          orderId,
        });
        await run(createInvoice, {
          tx,
          customerId: input.caller.customerId,
          orderId,
          currency: checkout.currency,
          products,
          quote,
        });
        await run(takeOrderedFromCart, { tx, input, checkout });
        return orderId;
      });
      return orders.order(input.caller.customerId, orderId);
    },
  );
}
