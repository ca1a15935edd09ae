import type { z } from 'zod';
import { addMoney, money, multiplyMoney, type ExchangeTerms } from '@crossport/money';
import { Invalid, NotFound, Unprocessable } from '../../platform/errors.ts';
import {
  priceInRegion,
  type CatalogProduct as ProductRow,
  type CatalogProducts,
} from '../catalog/index.ts';
import type { Caller } from '../customers/index.ts';
import type { RegionTermsOf } from '../regions/index.ts';
import { tierAmount } from './pricing.ts';
import type {
  CartItemWithVariations,
  CartOwner,
  CartRepository,
  SkuQuantity,
} from './repository.ts';
import type {
  AddToCartBody,
  CartItemSchema,
  CartStatusSchema,
  CartVariationSchema,
  UpdateCartBody,
} from './schemas.ts';

export type CartItem = z.infer<typeof CartItemSchema>;
export type CartVariation = z.infer<typeof CartVariationSchema>;
type Sku = ProductRow['variations']['skus'][number];

/** Who asks and in which region: prices follow the region and the customer's own discount. */
export type CartCaller = Pick<Caller, 'regionCode'> & { owner: CartOwner };

function skuProperties(product: ProductRow, sku: Sku) {
  return product.variations.properties.flatMap((property, index) => {
    const value = property.values.find((v) => v.id === sku.value_ids[index]);
    return value ? [{ name: property.name, value: value.name, image: value.image }] : [];
  });
}

/** Prices a cart item's SKUs: the wholesale tier is chosen by the product's total pieces. */
export function priceItem(
  item: CartItemWithVariations,
  product: ProductRow | undefined,
  terms: ExchangeTerms,
  discountBps: number,
): CartItem {
  const quantity = item.variations.reduce((sum, v) => sum + v.quantity, 0);
  const currency = terms.targetCurrency;
  let subtotal = money(0, currency);
  let weight = 0;
  const variations = item.variations.map((variation): CartVariation => {
    const sku = product?.variations.skus.find((s) => s.id === variation.skuId);
    const fen = sku ? tierAmount(sku.price_tiers, quantity) : 0;
    const unit = sku ? priceInRegion(fen, terms, discountBps) : money(0, currency);
    const total = multiplyMoney(unit, variation.quantity);
    subtotal = addMoney(subtotal, total);
    weight += (sku?.weight_grams ?? 0) * variation.quantity;
    const properties = product && sku ? skuProperties(product, sku) : [];
    return {
      id: variation.id,
      sku_id: variation.skuId,
      quantity: variation.quantity,
      properties: properties.map(({ name, value }) => ({ name, value })),
      image: properties.find((p) => p.image)?.image ?? product?.images[0] ?? null,
      stock: sku?.stock ?? 0,
      weight_grams: sku?.weight_grams ?? 0,
      unit_price: unit,
      original_unit_price: money(fen, terms.sourceCurrency),
      total,
    };
  });
  return {
    id: item.id,
    product_id: item.productId,
    title: product?.title ?? 'This product is no longer available',
    image: product?.images[0] ?? null,
    source_site: product?.sourceSite ?? '',
    source_url: product?.sourceUrl ?? '',
    shop: product?.shopId ? { id: product.shopId, name: product.shopName ?? product.shopId } : null,
    is_selected: item.isSelected,
    available: Boolean(product),
    quantity,
    weight_grams: weight,
    subtotal,
    variations,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}

export function createCartService(deps: {
  repository: CartRepository;
  catalog: CatalogProducts;
  regionTerms: RegionTermsOf;
}) {
  const { repository, catalog } = deps;

  async function pricing(caller: CartCaller) {
    const [{ terms }, discountBps] = await Promise.all([
      deps.regionTerms(caller.regionCode),
      'identityId' in caller.owner
        ? catalog.customerDiscountBps(caller.owner.identityId)
        : Promise.resolve(0),
    ]);
    return { terms, discountBps };
  }

  async function present(caller: CartCaller, items: CartItemWithVariations[]) {
    const [{ terms, discountBps }, products] = await Promise.all([
      pricing(caller),
      catalog.productsByIds([...new Set(items.map((i) => i.productId))], caller.regionCode),
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    return items.map((item) => priceItem(item, byId.get(item.productId), terms, discountBps));
  }

  async function presentOne(caller: CartCaller, id: number): Promise<CartItem> {
    const item = await repository.find(caller.owner, id);
    if (!item) throw new NotFound(`Cart item ${id}`);
    const [priced] = await present(caller, [item]);
    return priced as CartItem;
  }

  /** The product and its SKUs must exist, and no SKU may ask for more than its stock. */
  async function checkedLines(
    productId: number,
    lines: { sku_id: string; quantity: number }[],
    existing?: CartItemWithVariations,
    mode: 'add' | 'set' = 'add',
  ): Promise<SkuQuantity[]> {
    const product = await catalog.findProduct(productId);
    if (!product) {
      throw new Invalid('This product is not in the catalog.', [
        { field: 'body.product_id', message: `Unknown product ${productId}` },
      ]);
    }
    const problems = lines.flatMap((line, index) => {
      const sku = product.variations.skus.find((s) => s.id === line.sku_id);
      if (!sku) {
        return [
          { field: `body.variations.${index}.sku_id`, message: `Unknown SKU ${line.sku_id}` },
        ];
      }
      const already =
        mode === 'add' ? (existing?.variations.find((v) => v.skuId === sku.id)?.quantity ?? 0) : 0;
      if (line.quantity + already > sku.stock) {
        return [
          {
            field: `body.variations.${index}.quantity`,
            message: `Only ${sku.stock} in stock`,
          },
        ];
      }
      return [];
    });
    if (new Set(lines.map((l) => l.sku_id)).size !== lines.length) {
      problems.push({ field: 'body.variations', message: 'Each SKU may appear once' });
    }
    if (problems.length) throw new Invalid('Some variations cannot be added.', problems);
    return lines.map((l) => ({ skuId: l.sku_id, quantity: l.quantity }));
  }

  return {
    forgetCustomer: repository.forgetCustomer,
    async list(caller: CartCaller, perPage: number) {
      const { items, total } = await repository.list(caller.owner, perPage, 0);
      return {
        data: await present(caller, items),
        pagination: { page: 1, per_page: perPage, total },
      };
    },

    /**
     * The chosen variations of the owner's cart items, priced as if only they were bought
     * (checkout). 404 for items that are not the owner's; 400 for unknown variation ids.
     */
    async selection(
      caller: CartCaller,
      picks: { cart_item_id: number; variation_ids?: number[] }[],
    ): Promise<CartItem[]> {
      const rows = await repository.findMany(
        caller.owner,
        picks.map((p) => p.cart_item_id),
      );
      const chosen = picks.map((pick, index) => {
        const row = rows.find((r) => r.id === pick.cart_item_id);
        if (!row) throw new NotFound(`Cart item ${pick.cart_item_id}`);
        if (!pick.variation_ids) return row;
        const unknown = pick.variation_ids.filter((id) => !row.variations.some((v) => v.id === id));
        if (unknown.length) {
          throw new Invalid('Some variations are not in the cart item.', [
            {
              field: `body.items.${index}.variation_ids`,
              message: `Unknown variation ${unknown.join(', ')}`,
            },
          ]);
        }
        return {
          ...row,
          variations: row.variations.filter((v) => pick.variation_ids?.includes(v.id)),
        };
      });
      return present(caller, chosen);
    },

    /** Takes ordered pieces out of the cart within the order's transaction. */
    removeOrdered: repository.removeOrdered,

    find: presentOne,

    async status(owner: CartOwner, productId: number): Promise<z.infer<typeof CartStatusSchema>> {
      const item = await repository.findByProduct(owner, productId);
      return {
        product_id: productId,
        in_cart: Boolean(item),
        cart_item_id: item?.id ?? null,
        quantity: item?.variations.reduce((sum, v) => sum + v.quantity, 0) ?? 0,
        sku_ids: item?.variations.map((v) => v.skuId) ?? [],
      };
    },

    async add(caller: CartCaller, body: AddToCartBody): Promise<CartItem> {
      const existing = await repository.findByProduct(caller.owner, body.product_id);
      const lines = await checkedLines(body.product_id, body.variations, existing);
      const id = await repository.put(caller.owner, body.product_id, lines, 'add');
      if (id === null) throw new Error('An add emptied the cart item');
      return presentOne(caller, id);
    },

    /** Sets quantities (0 removes a SKU); answers null when the item ends up empty. */
    async update(caller: CartCaller, body: UpdateCartBody): Promise<CartItem | null> {
      const existing = await repository.findByProduct(caller.owner, body.product_id);
      if (!existing && !body.variations.some((v) => v.quantity > 0)) {
        throw new NotFound(`Product ${body.product_id} in the cart`);
      }
      const lines = await checkedLines(body.product_id, body.variations, existing, 'set');
      const id = await repository.put(
        caller.owner,
        body.product_id,
        lines,
        'set',
        body.is_selected,
      );
      return id === null ? null : presentOne(caller, id);
    },

    async variations(caller: CartCaller, itemId: number, skuIds: string[] | null) {
      const item = await presentOne(caller, itemId);
      return skuIds ? item.variations.filter((v) => skuIds.includes(v.sku_id)) : item.variations;
    },

    async setVariationQuantity(
      caller: CartCaller,
      itemId: number,
      variationId: number,
      quantity: number,
    ): Promise<CartItem> {
      const item = await repository.find(caller.owner, itemId);
      const variation = item?.variations.find((v) => v.id === variationId);
      if (!item || !variation)
        throw new NotFound(`Variation ${variationId} of cart item ${itemId}`);
      const product = await catalog.findProduct(item.productId);
      const stock = product?.variations.skus.find((s) => s.id === variation.skuId)?.stock ?? 0;
      if (quantity > stock) {
        throw new Invalid('Not enough in stock.', [
          { field: 'body.quantity', message: `Only ${stock} in stock` },
        ]);
      }
      await repository.setVariationQuantity(caller.owner, itemId, variationId, quantity);
      return presentOne(caller, itemId);
    },

    /** Removes one SKU; answers the item, or null when that was its last SKU. */
    async removeVariation(
      caller: CartCaller,
      itemId: number,
      variationId: number,
    ): Promise<CartItem | null> {
      const result = await repository.removeVariation(caller.owner, itemId, variationId);
      if (!result) throw new NotFound(`Variation ${variationId} of cart item ${itemId}`);
      return result.itemRemoved ? null : presentOne(caller, itemId);
    },

    async destroy(owner: CartOwner, ids: number[]): Promise<number> {
      return repository.destroy(owner, ids);
    },

    async mergeGuest(
      guest: { guestId: string; guestSession: string },
      customer: CartCaller & { owner: { customerId: number; identityId: string } },
    ) {
      const moved = await repository.mergeGuest(guest, customer.owner);
      const { data } = await this.list(customer, 200);
      return { merged_variations: moved, items: data };
    },

    /** Puts pieces back in a customer's cart (clone order); answers the item id, if any. */
    async addBack(
      caller: CartCaller,
      productId: number,
      lines: SkuQuantity[],
    ): Promise<number | null> {
      const product = await catalog.findProduct(productId);
      if (!product) throw new Unprocessable(`Product ${productId} is no longer in the catalog.`);
      const known = lines.filter((l) => product.variations.skus.some((s) => s.id === l.skuId));
      if (!known.length) return null;
      return repository.put(caller.owner, productId, known, 'add');
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
