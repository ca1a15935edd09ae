import { addMoney, money, type Money } from '@crossport/money';
import { Unprocessable } from '../platform/errors.ts';
import type { Address } from '../modules/addresses/index.ts';
import type { CartItem } from '../modules/cart/index.ts';
import type { Caller } from '../modules/customers/index.ts';
import type { CheckoutBody } from '../modules/orders/index.ts';
import { createStep, type RunStep } from './runner.ts';
import type { WorkflowServices } from './services.ts';

type Region = Awaited<ReturnType<WorkflowServices['regions']['currentRegion']>>;
type ShippingQuote = Awaited<ReturnType<WorkflowServices['shipping']['quote']>>;

export interface CheckoutInput {
  caller: Caller;
  body: CheckoutBody;
}

/** Everything a checkout is priced from; preview and placement read it the same way. */
export interface Checkout {
  region: Region;
  items: CartItem[];
  address: Address;
  subtotal: Money;
  weight: number;
  shipping: ShippingQuote;
  currency: string;
}

/** The steps both checkout workflows share, reading nothing but reads (no compensation). */
export function checkoutSteps(services: WorkflowServices) {
  const loadSelection = createStep(
    'load-region-selection-and-address',
    async ({ caller, body }: CheckoutInput) => {
      const region = await services.regions.currentRegion(caller.regionCode);
      const [items, address] = await Promise.all([
        services.cart.selection(
          {
            owner: { customerId: caller.customerId, identityId: caller.identityId },
            regionCode: region.code,
          },
          body.items,
        ),
        services.addresses.find(caller.customerId, body.shipping_address_id),
      ]);
      return { region, items, address };
    },
  );

  const checkAddressInRegion = createStep(
    'check-address-in-region',
    async ({ address, region }: { address: Address; region: Region }) => {
      if (address.country_code !== region.code) {
        throw new Unprocessable('The delivery address must be in the region you shop in.', [
          {
            field: 'body.shipping_address_id',
            message: `Address is in ${address.country_code}, region is ${region.code}`,
          },
        ]);
      }
    },
  );

  const checkItemsAvailable = createStep('check-items-available', async (items: CartItem[]) => {
    items.forEach((item, index) => {
      if (!item.available) {
        throw new Unprocessable('A product is no longer available.', [
          { field: `body.items.${index}.cart_item_id`, message: 'Product unavailable' },
        ]);
      }
      const short = item.variations.find((v) => v.quantity > v.stock);
      if (short) {
        throw new Unprocessable('Not enough in stock.', [
          {
            field: `body.items.${index}.variation_ids`,
            message: `Only ${short.stock} of ${short.sku_id}`,
          },
        ]);
      }
    });
  });

  const quoteShipping = createStep(
    'quote-international-shipping',
    async (input: { region: Region; body: CheckoutBody; weight: number }) =>
      services.shipping.quote({
        regionCode: input.region.code,
        shippingCategoryId: input.body.shipping_category_id,
        shippingMethodId: input.body.shipping_method_id,
        weightGrams: input.weight,
      }),
  );

  return { loadSelection, checkAddressInRegion, checkItemsAvailable, quoteShipping };
}

/** Runs the shared checkout steps: what is bought, where to, at what price and weight. */
export async function runCheckoutSteps(
  steps: ReturnType<typeof checkoutSteps>,
  input: CheckoutInput,
  run: RunStep,
): Promise<Checkout> {
  const { region, items, address } = await run(steps.loadSelection, input);
  await run(steps.checkAddressInRegion, { address, region });
  await run(steps.checkItemsAvailable, items);
  const currency = region.currency_code;
  const subtotal = items.reduce((sum, i) => addMoney(sum, i.subtotal), money(0, currency));
  const weight = items.reduce((sum, i) => sum + i.weight_grams, 0);
  const shipping = await run(steps.quoteShipping, { region, body: input.body, weight });
  return { region, items, address, subtotal, weight, shipping, currency };
}
