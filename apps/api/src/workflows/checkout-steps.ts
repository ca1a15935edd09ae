import { addMoney, money, type Money } from '@crossport/money';
import { Unprocessable } from '../platform/errors.ts';
import type { Address } from '../modules/addresses/index.ts';
import type { CartItem } from '../modules/cart/index.ts';
import type { Caller } from '../modules/customers/index.ts';
import type { CheckoutBody, ShippingEstimateUnknown } from '../modules/orders/index.ts';
import { createStep, type RunStep } from './runner.ts';
import type { WorkflowServices } from './services.ts';

type Region = Awaited<ReturnType<WorkflowServices['regions']['currentRegion']>>;
type ShippingQuote = Awaited<ReturnType<WorkflowServices['shipping']['quote']>>;

/** One product's international shipping as checkout estimates it: its own category and weight. */
export interface ProductShipping {
  category: { id: number; name: string } | null;
  weightGrams: number;
  estimate: Money | null;
  unknown: ShippingEstimateUnknown | null;
}

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
  /** The method, the source warehouse and the products' known estimates added up. */
  shipping: ShippingQuote;
  /** Per item, in the order of `items`. */
  productShipping: ProductShipping[];
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

  const findShippingCategories = createStep(
    'find-product-shipping-categories',
    async ({ items, body }: { items: CartItem[]; body: CheckoutBody }) => {
      const [slugs, categories] = await Promise.all([
        services.catalog.shippingCategorySlugs(items.map((item) => item.product_id)),
        services.shippingCategories.all(),
      ]);
      const chosen = body.shipping_category_id ?? null;
      const fallback = chosen === null ? null : categories.find((c) => c.id === chosen);
      if (chosen !== null && !fallback) {
        throw new Unprocessable('There is no such shipping category.', [
          { field: 'body.shipping_category_id', message: `Unknown shipping category ${chosen}` },
        ]);
      }
      // A product travels as its own category; the customer's choice covers only those the
      // catalog cannot place.
      return items.map((item) => {
        const slug = slugs.get(item.product_id) ?? null;
        const own = slug === null ? undefined : categories.find((c) => c.slug === slug);
        const category = own ?? fallback;
        return category ? { id: category.id, name: category.name } : null;
      });
    },
  );

  const quoteShipping = createStep(
    'quote-international-shipping',
    async (input: {
      region: Region;
      body: CheckoutBody;
      items: CartItem[];
      categories: ({ id: number; name: string } | null)[];
    }): Promise<{ shipping: ShippingQuote; productShipping: ProductShipping[] }> => {
      const parcels = input.items.map((item, index) => ({
        shippingCategoryId: input.categories[index]?.id ?? 0,
        weightGrams: item.weight_grams,
      }));
      const { method, charges, warehouseId } = await services.shipping.quoteEach({
        regionCode: input.region.code,
        shippingMethodId: input.body.shipping_method_id,
        parcels,
      });
      const productShipping = input.items.map((item, index): ProductShipping => {
        const category = input.categories[index] ?? null;
        const unknown: ShippingEstimateUnknown | null = !category
          ? 'no_shipping_category'
          : item.weight_grams <= 0
            ? 'no_weight'
            : !charges[index]
              ? 'no_rate'
              : null;
        return {
          category,
          weightGrams: item.weight_grams,
          estimate: unknown ? null : (charges[index] ?? null),
          unknown,
        };
      });
      const charge = productShipping.reduce(
        (sum, p) => (p.estimate ? addMoney(sum, p.estimate) : sum),
        money(0, input.region.currency_code),
      );
      return { shipping: { method, charge, warehouseId }, productShipping };
    },
  );

  return {
    loadSelection,
    checkAddressInRegion,
    checkItemsAvailable,
    findShippingCategories,
    quoteShipping,
  };
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
  const categories = await run(steps.findShippingCategories, { items, body: input.body });
  const { shipping, productShipping } = await run(steps.quoteShipping, {
    region,
    body: input.body,
    items,
    categories,
  });
  return { region, items, address, subtotal, weight, shipping, productShipping, currency };
}
