/** The part of a buy product's variation these helpers read. */
interface Variation {
  id: number;
  sku_id: string;
  cancelled: boolean;
  properties: { name: string; value: string }[];
}

/** Variations still on order (a partial cancel, or an accepted zero quantity, took the rest out). */
export function liveVariations<T extends Pick<Variation, 'cancelled'>>(variations: T[]): T[] {
  return variations.filter((variation) => !variation.cancelled);
}

/** "Colour: Red · Size: M", or the SKU when the product has no properties. */
export function variationLabel(variation: Pick<Variation, 'sku_id' | 'properties'>): string {
  return variation.properties.map((p) => `${p.name}: ${p.value}`).join(' · ') || variation.sku_id;
}
