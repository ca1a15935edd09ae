/** Grams per unit, by UN/CEFACT code (schema.org `unitCode`) and by the words shops write. */
const GRAMS_PER_UNIT: Record<string, number> = {
  KGM: 1000,
  GRM: 1,
  LBR: 453.59237,
  ONZ: 28.349523125,
  kg: 1000,
  kgs: 1000,
  kilogram: 1000,
  kilograms: 1000,
  g: 1,
  gr: 1,
  gram: 1,
  grams: 1,
  lb: 453.59237,
  lbs: 453.59237,
  pound: 453.59237,
  pounds: 453.59237,
  oz: 28.349523125,
  ounce: 28.349523125,
  ounces: 28.349523125,
  公斤: 1000,
  千克: 1000,
  克: 1,
};

const MAX_GRAMS = 1_000_000;

function grams(amount: number, unit: string | null): number | null {
  const factor =
    unit === null ? 1000 : (GRAMS_PER_UNIT[unit] ?? GRAMS_PER_UNIT[unit.toLowerCase()]);
  if (factor === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  const result = Math.round(amount * factor);
  return result > 0 && result <= MAX_GRAMS ? result : null;
}

/**
 * A product's shipping weight in whole grams, from what a page says: a schema.org
 * QuantitativeValue (`{value, unitCode}` or `unitText`), or text such as "1.2 kg", "500 g",
 * "2 lb" or "1.5公斤". A bare number is read as kilograms (schema.org's usual unit). Null when
 * the page gives none, or nothing plausible (over a tonne, zero, an unknown unit).
 */
export function parseWeightGrams(value: unknown): number | null {
  if (typeof value === 'number') return grams(value, null);
  if (Array.isArray(value)) {
    for (const item of value) {
      const parsed = parseWeightGrams(item);
      if (parsed !== null) return parsed;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    const amount = Number(
      typeof node.value === 'string' ? node.value.replace(',', '.') : node.value,
    );
    const unit =
      typeof node.unitCode === 'string'
        ? node.unitCode.trim()
        : typeof node.unitText === 'string'
          ? node.unitText.trim()
          : null;
    return grams(amount, unit);
  }
  if (typeof value !== 'string') return null;
  const match = value.trim().match(/^(\d+(?:[.,]\d+)?)\s*([a-zA-Z\u4e00-\u9fff]+)?\.?$/);
  if (!match) return null;
  return grams(Number(match[1]!.replace(',', '.')), match[2] ?? null);
}
