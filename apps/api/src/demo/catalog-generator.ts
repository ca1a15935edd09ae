import {
  catalogSources,
  leafCategories,
  propertyNames,
  propertyValues,
  type LeafCategory,
  type ProductAttribute,
  type StoredVariations,
} from '../modules/catalog/index.ts';
import { hashString } from '../platform/hash-string.ts';

/** A small, fast deterministic PRNG (mulberry32): the same seed always builds the same product. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const cities = ['Guangzhou', 'Shenzhen', 'Yiwu', 'Hangzhou', 'Dongguan', 'Quanzhou', 'Ningbo'];
const syllables = ['Xin', 'Yue', 'Hua', 'Mei', 'Jia', 'Long', 'Tian', 'Feng', 'Rui', 'Bo', 'An'];
const shopKinds = ['Flagship Store', 'Official Store', 'Trading Co.', 'Factory Store', 'Boutique'];
const reviewers = ['Rahim', 'Nusrat', 'Arjun', 'Priya', 'Emily', 'James', 'Fatima', 'Omar', 'Mei'];
const reviewLines = [
  'Exactly as pictured, good quality for the price.',
  'Arrived well packed. The colour is slightly darker than the photos.',
  'Second time ordering from this shop, still very happy.',
  'Material feels sturdy. Sizing runs a little small, order one size up.',
  'Fast dispatch from the seller, took two weeks to reach me.',
  'Decent, but the stitching on one side could be better.',
];

export interface DemoProduct {
  sourceSite: string;
  sourceUrl: string;
  sourceProductId: string;
  title: string;
  images: string[];
  descriptionHtml: string;
  shopId: string;
  shopName: string;
  categorySlug: string;
  attributes: ProductAttribute[];
  variations: StoredVariations;
  priceMin: number;
  priceMax: number;
  ratingTenths: number;
  reviewCount: number;
  salesCount: number;
  searchExtra: string;
  createdAt: Date;
  reviews: { authorName: string; rating: number; body: string; variationLabel: string | null }[];
}

export function imageUrl(seed: string): string {
  return `/api/product/customer/v1/images/${seed}.svg`;
}

const CREATED_BASE = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

function shopOf(number: number) {
  const random = randomFrom(number * 7919);
  const name = `${random.pick(cities)} ${random.pick(syllables)}${random.pick(syllables).toLowerCase()} ${random.pick(shopKinds)}`;
  return { id: `shop-${number}`, name };
}

function variationsOf(
  leaf: LeafCategory,
  random: ReturnType<typeof randomFrom>,
  productKey: string,
  basePrice: number,
): StoredVariations {
  const kinds = leaf.variesBy.slice(0, random.int(1, leaf.variesBy.length));
  const properties = kinds.map((kind, p) => {
    const all = propertyValues[kind];
    const count = Math.min(all.length, random.int(2, 4));
    const start = random.int(0, all.length - count);
    return {
      id: `p${p + 1}`,
      name: propertyNames[kind],
      values: all.slice(start, start + count).map((name, v) => ({
        id: `p${p + 1}v${v + 1}`,
        name,
        ...(kind === 'colour' ? { image: imageUrl(`${leaf.slug}-${(start + v) % 24}`) } : {}),
      })),
    };
  });
  const combos = properties.reduce<{ id: string; index: number }[][]>(
    (acc, property) =>
      acc.flatMap((combo) => property.values.map((v, index) => [...combo, { id: v.id, index }])),
    [[]],
  );
  const skus = combos.map((combo, k) => {
    // Later values of the last property (bigger sizes, premium styles) cost a little more.
    const step = combo.length ? (combo[combo.length - 1]?.index ?? 0) : 0;
    const price = Math.round((basePrice * (100 + step * 6)) / 1000) * 10;
    return {
      id: `${productKey}-${k + 1}`,
      value_ids: combo.map((c) => c.id),
      stock: random.next() < 0.12 ? 0 : random.int(5, 800),
      weight_grams: random.int(80, 2500),
      price_tiers: [
        { min_quantity: 1, amount: price },
        { min_quantity: 10, amount: Math.round((price * 0.95) / 10) * 10 },
        { min_quantity: 50, amount: Math.round((price * 0.88) / 10) * 10 },
      ],
    };
  });
  return { properties, skus };
}

/** Builds demo product number `index` of a namespace; pure and deterministic. */
export function demoProduct(namespace: string, index: number): DemoProduct {
  const random = randomFrom(hashString(namespace) ^ Math.imul(index + 1, 2_654_435_761));
  const leaf = leafCategories[index % leafCategories.length] as LeafCategory;
  const source = catalogSources[index % 7 < 4 ? 0 : (index % 7) - 3] ?? catalogSources[0];
  const sourceProductId =
    namespace === 'demo' ? String(600_000_000_000 + index) : `${namespace}-${index}`;
  const sourceUrl =
    source.code === 'taobao' || source.code === 'tmall'
      ? `https://${source.host}/item.htm?id=${sourceProductId}`
      : source.code === '1688'
        ? `https://${source.host}/offer/${sourceProductId}.html`
        : `https://${source.host}/${sourceProductId}.html`;
  const modifier = random.pick(leaf.modifiers);
  const noun = random.pick(leaf.nouns);
  const detail = random.pick(leaf.details);
  const material = random.pick(leaf.materials);
  const title = `${random.next() < 0.15 ? '2026 New ' : ''}${modifier} ${noun} ${detail}`;
  const [low, high] = leaf.price;
  const yuan = Math.round(low * Math.pow(high / low, random.next()));
  const basePrice = yuan * 100 + random.pick([0, 0, 50, 90, 80]);
  const variations = variationsOf(leaf, random, sourceProductId, basePrice);
  const singlePrices = variations.skus.map((s) => s.price_tiers[0]?.amount ?? basePrice);
  const shop = shopOf(random.int(1, 400));
  const imageBase = random.int(0, 23);
  const images = [0, 1, 2, 3].map((k) => imageUrl(`${leaf.slug}-${(imageBase + k * 5) % 24}`));
  const attributes: ProductAttribute[] = [
    { name: 'Material', value: material },
    { name: 'Style', value: modifier },
    { name: 'Origin', value: `${random.pick(cities)}, China` },
  ];
  const salesCount = Math.floor(Math.pow(random.next(), 3) * 50_000);
  const reviewCount = Math.floor(salesCount / random.int(15, 40));
  const ratingTenths = random.int(38, 50);
  const reviews =
    index % 3 === 0
      ? [0, 1, 2].map((r) => ({
          authorName: random.pick(reviewers),
          rating: Math.max(3, Math.min(5, Math.round(ratingTenths / 10) - (r === 2 ? 1 : 0))),
          body: random.pick(reviewLines),
          variationLabel: variations.properties[0]?.values[0]?.name ?? null,
        }))
      : [];
  const descriptionHtml =
    `<p>${title}. Made of ${material.toLowerCase()}, shipped from ${shop.name}.</p>` +
    `<ul>${attributes.map((a) => `<li><strong>${a.name}:</strong> ${a.value}</li>`).join('')}</ul>` +
    `<p><img src="${images[1]}" alt="${noun}"></p>`;
  return {
    sourceSite: source.code,
    sourceUrl,
    sourceProductId,
    title,
    images,
    descriptionHtml,
    shopId: shop.id,
    shopName: shop.name,
    categorySlug: leaf.slug,
    attributes,
    variations,
    priceMin: Math.min(...singlePrices),
    priceMax: Math.max(...singlePrices),
    ratingTenths,
    reviewCount,
    salesCount,
    searchExtra: `${leaf.name} ${material} ${variations.properties.flatMap((p) => p.values.map((v) => v.name)).join(' ')}`,
    createdAt: new Date(CREATED_BASE - random.int(0, 365) * DAY_MS),
    reviews,
  };
}
