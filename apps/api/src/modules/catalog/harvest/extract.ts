import * as cheerio from 'cheerio';
import { parseWeightGrams } from './weight.ts';

/** What a product page says about its product, in whichever markup it used. */
export interface ExtractedProduct {
  title: string;
  descriptionHtml: string;
  images: string[];
  /** Minor units of `currency`. */
  price: number;
  highPrice: number | null;
  currency: string;
  sku: string | null;
  shopName: string | null;
  rating: number | null;
  reviewCount: number | null;
  category: string | null;
  attributes: { name: string; value: string }[];
  variants: {
    sku: string | null;
    colour: string | null;
    size: string | null;
    price: number | null;
    image: string | null;
    inStock: boolean;
    /** Null when the variant names no weight of its own. */
    weightGrams: number | null;
  }[];
  inStock: boolean;
  /** Shipping weight the page states, or null (then it is known once our warehouse weighs it). */
  weightGrams: number | null;
}

type Json = Record<string, unknown>;

/** "¥1,299.50" → 129950; decimal text to minor units without floats. */
export function parsePrice(value: unknown, digits = 2): number | null {
  if (typeof value === 'number') value = value.toFixed(digits);
  if (typeof value !== 'string') return null;
  const match = value.replace(/,/g, '').match(/(\d+)(?:\.(\d+))?/);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0').slice(0, digits);
  return Number(match[1]) * 10 ** digits + Number(fraction || 0);
}

const asArray = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'name' in value) return text((value as Json).name);
  return null;
}

function imageOf(value: unknown): string[] {
  return asArray(value as unknown[]).flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : item && typeof item === 'object'
        ? [text((item as Json).url) ?? text((item as Json).contentUrl)].filter(
            (u): u is string => !!u,
          )
        : [],
  );
}

function isType(node: Json, type: string): boolean {
  return asArray(node['@type'] as string | string[]).some(
    (t) => t === type || t === `schema:${type}`,
  );
}

function jsonLdNodes($: cheerio.CheerioAPI): Json[] {
  const nodes: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Json;
    nodes.push(node);
    if (node['@graph']) visit(node['@graph']);
  };
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      visit(JSON.parse($(element).text()));
    } catch {
      // A broken block among several is common on real shop pages; the others may be fine.
    }
  });
  return nodes;
}

function offerPrice(offers: unknown): {
  price: number | null;
  high: number | null;
  currency: string | null;
  inStock: boolean;
} {
  const list = asArray(offers as Json | Json[]);
  const prices: number[] = [];
  let currency: string | null = null;
  let inStock = list.length === 0;
  for (const offer of list) {
    const low = parsePrice(offer.price ?? offer.lowPrice);
    const high = parsePrice(offer.highPrice);
    if (low !== null) prices.push(low);
    if (high !== null) prices.push(high);
    currency ??= text(offer.priceCurrency);
    const availability = text(offer.availability) ?? 'InStock';
    if (!/OutOfStock|SoldOut|Discontinued/i.test(availability)) inStock = true;
  }
  return {
    price: prices.length ? Math.min(...prices) : null,
    high: prices.length > 1 ? Math.max(...prices) : null,
    currency,
    inStock,
  };
}

function fromJsonLd($: cheerio.CheerioAPI): Partial<ExtractedProduct> | null {
  const nodes = jsonLdNodes($);
  const product =
    nodes.find((n) => isType(n, 'ProductGroup')) ?? nodes.find((n) => isType(n, 'Product'));
  if (!product) return null;
  const variants = asArray(product.hasVariant as Json[]).map((variant) => {
    const offer = offerPrice(variant.offers);
    return {
      sku: text(variant.sku),
      colour: text(variant.color),
      size: text(variant.size),
      price: offer.price,
      image: imageOf(variant.image)[0] ?? null,
      inStock: offer.inStock,
      weightGrams: parseWeightGrams(variant.weight),
    };
  });
  const offer = offerPrice(product.offers);
  const variantPrices = variants.map((v) => v.price).filter((p): p is number => p !== null);
  const rating = product.aggregateRating as Json | undefined;
  const variantOffer = asArray(product.hasVariant as Json[])[0]?.offers;
  return {
    title: text(product.name) ?? undefined,
    descriptionHtml: text(product.description) ?? undefined,
    images: imageOf(product.image),
    price: offer.price ?? (variantPrices.length ? Math.min(...variantPrices) : undefined),
    highPrice: offer.high ?? (variantPrices.length > 1 ? Math.max(...variantPrices) : null),
    currency: offer.currency ?? offerPrice(variantOffer).currency ?? undefined,
    sku: text(product.sku) ?? text(product.productGroupID),
    shopName: text(product.brand) ?? text((product.offers as Json | undefined)?.seller),
    rating: rating ? Number(text(rating.ratingValue)) || null : null,
    reviewCount: rating
      ? Number(text(rating.reviewCount) ?? text(rating.ratingCount)) || null
      : null,
    category: text(product.category),
    attributes: asArray(product.additionalProperty as Json[])
      .map((p) => ({ name: text(p.name) ?? '', value: text(p.value) ?? '' }))
      .filter((p) => p.name && p.value),
    variants,
    inStock: offer.inStock || variants.some((v) => v.inStock),
    weightGrams: parseWeightGrams(product.weight),
  };
}

function fromMicrodata($: cheerio.CheerioAPI): Partial<ExtractedProduct> | null {
  const scope = $('[itemscope][itemtype*="schema.org/Product"]').first();
  if (!scope.length) return null;
  const prop = (name: string, within: typeof scope = scope) => {
    const element = within.find(`[itemprop="${name}"]`).first();
    if (!element.length) return null;
    return (
      (
        element.attr('content') ??
        element.attr('src') ??
        element.attr('href') ??
        element.text()
      ).trim() || null
    );
  };
  const offers = scope.find('[itemprop="offers"]').first();
  const rating = scope.find('[itemprop="aggregateRating"]').first();
  const images = scope
    .find('[itemprop="image"]')
    .map((_, el) => $(el).attr('src') ?? $(el).attr('content') ?? $(el).attr('href'))
    .get()
    .filter(Boolean);
  const availability = offers.length ? prop('availability', offers) : null;
  return {
    title: prop('name') ?? undefined,
    descriptionHtml: scope.find('[itemprop="description"]').first().html()?.trim() ?? undefined,
    images,
    price: parsePrice(offers.length ? prop('price', offers) : prop('price')) ?? undefined,
    currency: (offers.length ? prop('priceCurrency', offers) : prop('priceCurrency')) ?? undefined,
    sku: prop('sku'),
    shopName: prop('brand'),
    rating: rating.length ? Number(prop('ratingValue', rating)) || null : null,
    reviewCount: rating.length ? Number(prop('reviewCount', rating)) || null : null,
    inStock: !/OutOfStock|SoldOut/i.test(availability ?? ''),
    weightGrams: parseWeightGrams(prop('weight')),
  };
}

function fromOpenGraph($: cheerio.CheerioAPI): Partial<ExtractedProduct> | null {
  const meta = (name: string) =>
    $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content')?.trim() || null;
  const type = meta('og:type');
  const price = parsePrice(meta('product:price:amount') ?? meta('og:price:amount'));
  if (!meta('og:title') || (price === null && !/product/i.test(type ?? ''))) return null;
  const images = $('meta[property="og:image"], meta[property="og:image:url"]')
    .map((_, el) => $(el).attr('content'))
    .get()
    .filter(Boolean);
  return {
    title: meta('og:title') ?? undefined,
    descriptionHtml: meta('og:description') ?? undefined,
    images,
    price: price ?? undefined,
    currency: meta('product:price:currency') ?? meta('og:price:currency') ?? undefined,
    shopName: meta('og:site_name') ?? meta('product:brand'),
    inStock: !/out.?of.?stock/i.test(meta('product:availability') ?? ''),
  };
}

function absolute(urls: string[], base: string): string[] {
  const result = new Set<string>();
  for (const raw of urls) {
    try {
      const url = new URL(raw, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') result.add(url.toString());
    } catch {
      // An unparseable image reference is skipped, not fatal.
    }
  }
  return [...result].slice(0, 12);
}

/**
 * Reads a product from a page: schema.org JSON-LD first, then microdata, then OpenGraph for
 * whatever the richer markups left out. Null when no markup names a product with a price.
 */
export function extractProduct(html: string, pageUrl: string): ExtractedProduct | null {
  const $ = cheerio.load(html);
  const sources = [fromJsonLd($), fromMicrodata($), fromOpenGraph($)].filter(
    (s): s is Partial<ExtractedProduct> => s !== null,
  );
  const pick = <K extends keyof ExtractedProduct>(key: K): ExtractedProduct[K] | undefined => {
    for (const source of sources) {
      const value = source[key];
      if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) {
        return value as ExtractedProduct[K];
      }
    }
    return undefined;
  };
  const title = pick('title');
  const price = pick('price');
  if (!title || price === undefined) return null;
  return {
    title: title.slice(0, 300),
    descriptionHtml: pick('descriptionHtml') ?? '',
    images: absolute(pick('images') ?? [], pageUrl),
    price,
    highPrice: pick('highPrice') ?? null,
    currency: (pick('currency') ?? 'CNY').toUpperCase(),
    sku: pick('sku') ?? null,
    shopName: pick('shopName') ?? null,
    rating: pick('rating') ?? null,
    reviewCount: pick('reviewCount') ?? null,
    category: pick('category') ?? null,
    attributes: pick('attributes') ?? [],
    variants: (pick('variants') ?? []).map((v) => ({
      ...v,
      image: v.image ? (absolute([v.image], pageUrl)[0] ?? null) : null,
    })),
    inStock: sources[0]?.inStock ?? true,
    weightGrams: pick('weightGrams') ?? null,
  };
}
