import type { ProductVariations, Sku } from './types.ts';

/** The chosen value id per property id; a property without a choice is absent. */
export type Selection = Readonly<Record<string, string>>;

export interface ValueState {
  /** Some SKU with this value (and the other chosen values) exists. */
  exists: boolean;
  /** ...and has stock. */
  inStock: boolean;
}

function matches(sku: Sku, properties: ProductVariations['properties'], selection: Selection) {
  return properties.every((property, index) => {
    const chosen = selection[property.id];
    return chosen === undefined || sku.value_ids[index] === chosen;
  });
}

/**
 * Whether each value can still be picked given the other properties' choices: a value is
 * offered only when some in-stock SKU combines it with everything else already chosen, so the
 * customer can never land on a combination the shop does not sell.
 */
export function availability(
  variations: ProductVariations,
  selection: Selection,
): Record<string, Record<string, ValueState>> {
  const { properties, skus } = variations;
  const result: Record<string, Record<string, ValueState>> = {};
  properties.forEach((property, index) => {
    const others: Record<string, string> = { ...selection };
    delete others[property.id];
    const candidates = skus.filter((sku) => matches(sku, properties, others));
    const states: Record<string, ValueState> = {};
    for (const value of property.values) {
      const withValue = candidates.filter((sku) => sku.value_ids[index] === value.id);
      states[value.id] = {
        exists: withValue.length > 0,
        inStock: withValue.some((sku) => sku.stock > 0),
      };
    }
    result[property.id] = states;
  });
  return result;
}

/** The SKU the selection names, once every property has a choice. */
export function selectedSku(variations: ProductVariations, selection: Selection): Sku | null {
  const { properties, skus } = variations;
  if (properties.some((property) => selection[property.id] === undefined)) return null;
  return skus.find((sku) => matches(sku, properties, selection)) ?? null;
}

/**
 * The choice after clicking a value: picking a chosen value clears it; picking one that does
 * not combine with the others keeps it and drops the choices that clash.
 */
export function choose(
  variations: ProductVariations,
  selection: Selection,
  propertyId: string,
  valueId: string,
): Selection {
  if (selection[propertyId] === valueId) {
    const next: Record<string, string> = { ...selection };
    delete next[propertyId];
    return next;
  }
  const next: Record<string, string> = { ...selection, [propertyId]: valueId };
  if (selectedSku(variations, next) !== null || !clashes(variations, next)) return next;
  return { [propertyId]: valueId };
}

function clashes(variations: ProductVariations, selection: Selection): boolean {
  return !variations.skus.some(
    (sku) => sku.stock > 0 && matches(sku, variations.properties, selection),
  );
}

/** A product with a single SKU (or none) needs no picker: its only SKU is the choice. */
export function initialSelection(variations: ProductVariations): Selection {
  const inStock = variations.skus.filter((sku) => sku.stock > 0);
  const only = inStock.length === 1 ? inStock[0] : undefined;
  if (!only) return {};
  return Object.fromEntries(
    variations.properties.map((property, index) => [property.id, only.value_ids[index] ?? '']),
  );
}
