import type { FastifyBaseLogger } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { leafCategories } from '../taxonomy.ts';
import type { CatalogConfig } from '../config.ts';
import type { CatalogRepository, CategoryRow, HarvestedProduct } from '../repository.ts';
import type { StoredVariations } from '../tables.ts';
import type { Translator } from '../translation/translator.ts';
import { type ExtractedProduct, extractProduct } from './extract.ts';
import { fetchPage } from './fetch-page.ts';
import { HarvestError } from './harvest-error.ts';
import { translateProduct } from './translate-product.ts';
import { parseHarvestUrl } from './url-guard.ts';

const SOURCE_CURRENCY = 'CNY';
const UNKNOWN_STOCK = 999;

/** Descriptions keep text, lists, tables and pictures; scripts, styles and handlers go. */
export function sanitiseDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
  }).trim();
}

const STOP_WORDS = new Set(['and', 'for', 'with', 'set', 'new', 'the', 'pack', 'piece', 'inch']);

function words(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
      .map((w) => w.replace(/(es|s)$/, '')),
  );
}

/** Words that point to a category: its name and, for the standard tree, its usual nouns. */
function categoryWords(row: CategoryRow): Set<string> {
  const nouns = leafCategories.find((leaf) => leaf.slug === row.slug)?.nouns ?? [];
  return words(`${row.name} ${row.slug.replace(/-/g, ' ')} ${nouns.join(' ')}`);
}

/** The leaf category sharing most words with the page's category text and title. */
export function matchCategory(
  product: ExtractedProduct,
  categories: CategoryRow[],
): CategoryRow | null {
  const parents = new Set(categories.map((c) => c.parentId).filter((id) => id !== null));
  const haystack = words(`${product.category ?? ''} ${product.title}`);
  let best: { row: CategoryRow; score: number } | null = null;
  for (const row of categories) {
    if (parents.has(row.id) || row.slug === 'other') continue;
    const score = [...categoryWords(row)].filter((w) => haystack.has(w)).length;
    if (score > 0 && (!best || score > best.score)) best = { row, score };
  }
  return best?.row ?? null;
}

/** Turns variants (colour × size) into our properties and one SKU per variant. */
export function toVariations(product: ExtractedProduct, key: string): StoredVariations {
  const variants = product.variants.length
    ? product.variants
    : [
        {
          sku: product.sku,
          colour: null,
          size: null,
          price: product.price,
          image: null,
          inStock: product.inStock,
          weightGrams: null,
        },
      ];
  const properties: StoredVariations['properties'] = [];
  const valueIdOf = (name: string, value: string, image: string | null) => {
    let property = properties.find((p) => p.name === name);
    if (!property) {
      property = { id: `p${properties.length + 1}`, name, values: [] };
      properties.push(property);
    }
    let entry = property.values.find((v) => v.name === value);
    if (!entry) {
      entry = {
        id: `${property.id}v${property.values.length + 1}`,
        name: value,
        ...(image ? { image } : {}),
      };
      property.values.push(entry);
    }
    return entry.id;
  };
  const skus = variants.map((variant, index) => {
    const valueIds = [
      variant.colour ? valueIdOf('Colour', variant.colour, variant.image) : null,
      variant.size ? valueIdOf('Size', variant.size, null) : null,
    ].filter((id): id is string => id !== null);
    return {
      id: `${key}-${index + 1}`,
      value_ids: valueIds,
      stock: variant.inStock ? UNKNOWN_STOCK : 0,
      // 0 = not stated: the parcel is weighed at our warehouse before shipping is invoiced.
      weight_grams: variant.weightGrams ?? product.weightGrams ?? 0,
      price_tiers: [{ min_quantity: 1, amount: variant.price ?? product.price }],
    };
  });
  return { properties, skus };
}

/** `titleOriginal` is the page's own title when `product` carries a translated one. */
export function normalise(
  product: ExtractedProduct,
  url: URL,
  categoryId: number,
  categoryName: string,
  titleOriginal: string = product.title,
): HarvestedProduct {
  if (product.currency !== SOURCE_CURRENCY) {
    throw new HarvestError(
      'unsupported_currency',
      `This shop prices in ${product.currency}; only ${SOURCE_CURRENCY} shops can be imported.`,
    );
  }
  const sourceSite = url.hostname.replace(/^(www|item|detail|m)\./, '');
  const key = product.sku ?? url.pathname.match(/\d{5,}/)?.[0] ?? 'sku';
  const variations = toVariations(product, key);
  const prices = variations.skus.map((s) => s.price_tiers[0]?.amount ?? product.price);
  return {
    sourceSite,
    sourceUrl: url.toString(),
    sourceProductId: product.sku,
    title: product.title,
    titleOriginal,
    images: product.images,
    descriptionHtml: sanitiseDescription(product.descriptionHtml),
    shopId: product.shopName
      ? `${sourceSite}:${product.shopName.toLowerCase().slice(0, 40)}`
      : null,
    shopName: product.shopName,
    categoryId,
    attributes: product.attributes,
    variations,
    priceMin: Math.min(...prices),
    priceMax: Math.max(product.highPrice ?? 0, ...prices),
    ratingTenths: product.rating ? Math.round(Math.min(5, Math.max(0, product.rating)) * 10) : 0,
    reviewCount: product.reviewCount ?? 0,
    salesCount: 0,
    // The page's own title stays findable (weight B) when the title shown is a translation.
    searchExtra: [
      categoryName,
      ...(titleOriginal === product.title ? [] : [titleOriginal]),
      ...product.attributes.map((a) => a.value),
      ...variations.properties.flatMap((p) => p.values.map((v) => v.name)),
    ].join(' '),
  };
}

export interface HarvestRunner {
  /** Works one harvest job to its end: succeeded with a product, or failed with a code. */
  run(harvestJobId: string, logger: FastifyBaseLogger): Promise<void>;
}

/** `translator` null: products keep the page's language (no TRANSLATE_URL configured). */
export function createHarvestRunner(
  repository: CatalogRepository,
  config: CatalogConfig,
  translator: Translator | null = null,
): HarvestRunner {
  return {
    async run(harvestJobId, logger) {
      const job = await repository.findHarvestJob(harvestJobId);
      if (!job || job.status === 'succeeded') return;
      await repository.updateHarvestJob(job.id, { status: 'running', attempt: true });
      // Only a signed-in customer's import is listed publicly or may change a stored product.
      const signedIn = job.requestedBy !== null;
      try {
        const url = parseHarvestUrl(job.url);
        const known = signedIn
          ? undefined
          : await repository.findProductBySourceUrl(url.toString());
        if (known) {
          await repository.updateHarvestJob(job.id, { status: 'succeeded', productId: known.id });
          return;
        }
        const page = await fetchPage(url, {
          timeoutMs: config.HARVEST_TIMEOUT_MS,
          maxBytes: config.HARVEST_MAX_BYTES,
          maxRedirects: config.HARVEST_MAX_REDIRECTS,
          allowPrivate: config.HARVEST_ALLOW_PRIVATE_HOSTS,
        });
        const extracted = extractProduct(page.html, page.url);
        if (!extracted) {
          throw new HarvestError(
            'not_a_product',
            'We could not find a product with a price on this page.',
          );
        }
        // Translated before the category is matched: the category words are English.
        const product = translator
          ? await translateProduct(extracted, translator).catch((error: unknown) => {
              logger.warn(
                { harvestJobId, err: error },
                'translation failed; keeping the page title',
              );
              return extracted;
            })
          : extracted;
        const categories = await repository.listCategories();
        const category =
          matchCategory(product, categories) ??
          ({ id: await repository.ensureCategory('other', 'Other'), name: 'Other' } as const);
        // Keyed by the URL the customer pasted, so finding it again by that link works.
        const productId = await repository.upsertHarvestedProduct(
          normalise(product, url, category.id, category.name, extracted.title),
          signedIn,
        );
        await repository.updateHarvestJob(job.id, {
          status: 'succeeded',
          productId,
          errorCode: null,
          errorMessage: null,
        });
        logger.info({ harvestJobId, productId, listed: signedIn }, 'product harvested');
      } catch (error) {
        if (!(error instanceof HarvestError)) throw error;
        await repository.updateHarvestJob(job.id, {
          status: 'failed',
          errorCode: error.code,
          errorMessage: error.message,
        });
        logger.info({ harvestJobId, code: error.code }, 'harvest failed');
      }
    },
  };
}
