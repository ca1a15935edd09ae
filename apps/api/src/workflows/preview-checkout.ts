import { addMoney, money, subtractMoney, type Money } from '@crossport/money';
import type { z } from 'zod';
import { DomainError } from '../platform/errors.ts';
import type { CheckoutSummarySchema } from '../modules/orders/index.ts';
import {
  checkoutSteps,
  runCheckoutSteps,
  type CheckoutInput,
  type ProductShipping,
} from './checkout-steps.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

const shippingOf = (p: ProductShipping) => ({
  shipping_category: p.category,
  weight_grams: p.weightGrams,
  estimate: p.estimate,
  unknown_reason: p.unknown,
});

type CouponOutcome = {
  discount: Money;
  coupon: { code: string; description: string } | null;
  couponError: { reason: string; message: string } | null;
};

/**
 * The order summary before placing: prices, the coupon (or why it was refused), the
 * shipping estimate. Reads only, so no step needs a compensation.
 */
export function previewCheckoutWorkflow(services: WorkflowServices) {
  const steps = checkoutSteps(services);

  const priceCoupon = createStep(
    'price-coupon',
    async (input: {
      customerId: number;
      regionCode: string;
      code: string | null | undefined;
      subtotal: Money;
    }): Promise<CouponOutcome> => {
      const none = money(0, input.subtotal.currency);
      if (!input.code) return { discount: none, coupon: null, couponError: null };
      try {
        const quote = await services.discounts.validate(
          input.customerId,
          input.regionCode,
          input.code,
          input.subtotal,
        );
        return {
          discount: quote.discount,
          coupon: { code: quote.code, description: quote.description },
          couponError: null,
        };
      } catch (error) {
        // A refused coupon is part of the summary, not a failed preview.
        if (!(error instanceof DomainError) || error.status !== 422) throw error;
        return {
          discount: none,
          coupon: null,
          couponError: {
            reason: error.details?.[0]?.message ?? 'invalid',
            message: error.message,
          },
        };
      }
    },
  );

  return createWorkflow(
    'preview-checkout',
    async (input: CheckoutInput, run): Promise<z.infer<typeof CheckoutSummarySchema>> => {
      const checkout = await runCheckoutSteps(steps, input, run);
      const { items, subtotal, weight, shipping, productShipping } = checkout;
      const { discount, coupon, couponError } = await run(priceCoupon, {
        customerId: input.caller.customerId,
        regionCode: checkout.region.code,
        code: input.body.coupon_code,
        subtotal,
      });
      const total = subtractMoney(subtotal, discount);
      return {
        items: items.map((item, index) => ({
          cart_item_id: item.id,
          product_id: item.product_id,
          title: item.title,
          image: item.image,
          shop: item.shop,
          variations: item.variations,
          subtotal: item.subtotal,
          shipping: shippingOf(productShipping[index]!),
        })),
        weight_grams: weight,
        subtotal,
        coupon,
        coupon_error: couponError,
        discount,
        total,
        shipping: {
          method: shipping.method,
          estimate: shipping.charge,
          unknown_count: productShipping.filter((p) => p.unknown !== null).length,
        },
        grand_total: addMoney(total, shipping.charge),
      };
    },
  );
}
