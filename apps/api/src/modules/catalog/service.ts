import { multiplyMoney, type ExchangeTerms, type Money } from '@crossport/money';
import type { z } from 'zod';
import { cachedByKey, cachedFor } from '../../platform/cached-for.ts';
import type { Transaction } from '../../platform/database.ts';
import { DomainError, Invalid, NotFound, Unprocessable } from '../../platform/errors.ts';
import { answerMemo } from '../../platform/reused-answers.ts';
import type { Caller as CustomerCaller } from '../customers/index.ts';
import type { RegionTermsOf } from '../regions/index.ts';
import { HarvestError } from './harvest/harvest-error.ts';
import { assertAllowedHost, parseHarvestUrl } from './harvest/url-guard.ts';
import {
  atCampaignPrice,
  noCampaigns,
  type CampaignPriceLookup,
  type RunningCampaignPrice,
} from './campaign-prices.ts';
import { priceInRegion, sourceAmountFor } from './pricing.ts';

/** A running campaign's price of a product, with its regular lowest price (CNY). */
type Deal = RunningCampaignPrice & { regularMin: number };

/** What of the running campaigns a priced answer shows, as one comparable string. */
function campaignsKey(running: ReadonlyMap<number, RunningCampaignPrice>): string {
  let key = '';
  for (const [id, { discountBps, campaign }] of running) {
    key += `${id}:${discountBps}:${campaign.id}:${campaign.slug}:${campaign.title}:${campaign.endsAt.getTime()};`;
  }
  return key;
}
import type {
  CatalogRepository,
  CategoryRow,
  FacetCounts,
  HarvestJobRow,
  Keyset,
  ProductRow,
  ProductSummaryRow,
  SearchFilters,
} from './repository.ts';
import {
  MAX_ACTIVE_FILTERS,
  KEYWORD_MAX_LENGTH,
  SORT_OPTIONS,
  type HarvestJobSchema,
  type MetadataSchema,
  type NavCategory,
  type PersonalizedPriceSchema,
  type ProductSchema,
  type ProductSummarySchema,
  type ReviewSchema,
  type SearchRequest,
  type SearchResponseSchema,
} from './schemas.ts';
import { createSearchGate, type Searcher } from './search-gate.ts';
import { searchKeyword } from './search-keyword.ts';
import { createSearchLog, normaliseTerm } from './search-log.ts';
import { catalogSources } from './taxonomy.ts';

type ProductSummary = z.infer<typeof ProductSummarySchema>;
type Product = z.infer<typeof ProductSchema>;
type HarvestJob = z.infer<typeof HarvestJobSchema>;

const REFERENCE_CACHE_MS = 60_000;
/** Facets and totals count at most this many matches (see docs/catalog.md). */
export const COUNT_CAP = 10_000;
const FACET_CACHE_MS = 60_000;
const SEARCH_CACHE_ENTRIES = 1_000;

/** The app's one caller, where a guest (no identity) may also ask: prices follow the region. */
export type Caller = Pick<CustomerCaller, 'regionCode'> & {
  identityId: CustomerCaller['identityId'] | null;
};

/** Enqueues a harvest job for the worker inside the transaction that stores it (the outbox). */
export interface HarvestDispatcher {
  dispatch(tx: Transaction, harvestJobId: string): Promise<void>;
}

export function toHarvestJob(row: HarvestJobRow): HarvestJob {
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    product_id: row.productId,
    error:
      row.status === 'failed'
        ? {
            code: row.errorCode ?? 'unreachable',
            message: row.errorMessage ?? 'The import failed.',
          }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A cursor carries the sort, where the page ended and whether the typo fallback was on. */
function encodeCursor(keyset: Keyset, sort: string, fuzzy: boolean): string {
  return Buffer.from(JSON.stringify([sort, keyset.value, keyset.id, fuzzy ? 1 : 0])).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string, sort: string): { keyset: Keyset; fuzzy: boolean } {
  try {
    const [cursorSort, value, id, fuzzy] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    );
    if (cursorSort === sort && typeof value === 'number' && Number.isSafeInteger(id)) {
      return { keyset: { value, id }, fuzzy: fuzzy === 1 };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new Invalid('The cursor is not one this search gave out.', [
    { field: 'body.cursor', message: 'Unknown cursor for this sort' },
  ]);
}

/** Lower-case words of a keyword for prefix suggestions; punctuation dropped. */
function keywordWords(keyword: string): string[] {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

export function createCatalogService(deps: {
  repository: CatalogRepository;
  /** The region exchange-terms cache the app shares (modules/index.ts). */
  regionTerms: RegionTermsOf;
  harvest: HarvestDispatcher;
  allowPrivateHosts: boolean;
  /** How long a search page is reused; 0 always asks the database. */
  searchCacheMs: number;
  onError: (error: unknown) => void;
  /** Running campaigns' discounts (the campaigns module, wired in modules/index.ts). */
  campaignPrices?: CampaignPriceLookup;
}) {
  const { repository, regionTerms } = deps;
  const campaignPrices = deps.campaignPrices ?? noCampaigns;

  /**
   * Rows at the prices the caller pays now: a product in a running campaign at its campaign
   * price, with the campaign and its regular lowest price beside it for the page to show.
   */
  async function withCampaigns<T extends { id: number; priceMin: number }>(
    rows: readonly T[],
    caller: Pick<Caller, 'regionCode'>,
  ): Promise<{ row: T; deal: Deal | null }[]> {
    return atRunningPrices(rows, await runningCampaigns(rows, caller));
  }
  async function runningCampaigns(
    rows: readonly { id: number }[],
    caller: Pick<Caller, 'regionCode'>,
  ): Promise<ReadonlyMap<number, RunningCampaignPrice>> {
    return rows.length
      ? campaignPrices(
          rows.map((r) => r.id),
          caller.regionCode ?? null,
        )
      : new Map<number, RunningCampaignPrice>();
  }
  function atRunningPrices<T extends { id: number; priceMin: number }>(
    rows: readonly T[],
    running: ReadonlyMap<number, RunningCampaignPrice>,
  ): { row: T; deal: Deal | null }[] {
    return rows.map((row) => {
      const price = running.get(row.id);
      return price
        ? {
            row: atCampaignPrice(row, price.discountBps),
            deal: { ...price, regularMin: row.priceMin },
          }
        : { row, deal: null };
    });
  }
  const searchLog = createSearchLog(repository.recordSearches, deps.onError);
  const searchGate = createSearchGate();

  const categories = cachedFor(REFERENCE_CACHE_MS, async () => {
    const rows = await repository.listCategories();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const children = new Map<number | null, CategoryRow[]>();
    for (const row of rows)
      children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
    const tree = (parentId: number | null): NavCategory[] =>
      (children.get(parentId) ?? []).map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        icon: row.icon,
        children: tree(row.id),
      }));
    const descendants = (id: number): number[] => [
      id,
      ...(children.get(id) ?? []).flatMap((c) => descendants(c.id)),
    ];
    return { byId, tree: tree(null), descendants };
  });

  // Facet counts do not depend on sort or page, and popular searches repeat: a minute-old
  // count is as good as a fresh one and saves the second scan of the matches.
  const facetCache = cachedByKey<FacetCounts>({
    ttlMs: FACET_CACHE_MS,
    maxEntries: SEARCH_CACHE_ENTRIES,
  });
  const cachedFacets = (filters: SearchFilters) =>
    facetCache(JSON.stringify(filters), () => repository.facets(filters, COUNT_CAP + 1));

  // The pages of popular searches, before prices are converted (so every region shares them):
  // a broad word costs a scan of all its matches, and the head of the search traffic asks
  // for the same few pages over and over. New products show up once the entry expires.
  const pageCache = cachedByKey<Awaited<ReturnType<CatalogRepository['search']>>>({
    ttlMs: deps.searchCacheMs,
    maxEntries: SEARCH_CACHE_ENTRIES,
  });
  const cachedPage = (
    filters: SearchFilters,
    sort: SearchRequest['sort'],
    paging: Parameters<CatalogRepository['search']>[2],
  ) =>
    pageCache(JSON.stringify([filters, sort, paging]), () =>
      repository.search(filters, sort, paging),
    );

  // Answers are reused only while the page cache hands out the same rows: with it off
  // (SEARCH_CACHE_MS=0) none could be, so none is kept.
  const searchAnswers = answerMemo<z.infer<typeof SearchResponseSchema>>(
    deps.searchCacheMs > 0 ? SEARCH_CACHE_ENTRIES : 0,
  );

  const exchangeTerms = async (regionCode: string | null): Promise<ExchangeTerms> =>
    (await regionTerms(regionCode)).terms;

  const cny = (amount: number, terms: ExchangeTerms): Money => ({
    amount,
    currency: terms.sourceCurrency,
  });

  function toSummary(
    row: ProductSummaryRow,
    terms: ExchangeTerms,
    deal: Deal | null = null,
  ): ProductSummary {
    return {
      id: row.id,
      title: row.title,
      title_original: row.titleOriginal,
      image: row.image,
      source_site: row.sourceSite,
      source_url: row.sourceUrl,
      shop: row.shopId ? { id: row.shopId, name: row.shopName ?? row.shopId } : null,
      category_id: row.categoryId,
      price: priceInRegion(row.priceMin, terms),
      original_price: cny(row.priceMin, terms),
      rating: row.ratingTenths / 10,
      review_count: row.reviewCount,
      sales_count: row.salesCount,
      campaign: deal
        ? {
            id: deal.campaign.id,
            slug: deal.campaign.slug,
            title: deal.campaign.title,
            ends_at: deal.campaign.endsAt.toISOString(),
            discount_bps: deal.discountBps,
            regular_price: priceInRegion(deal.regularMin, terms),
          }
        : null,
    };
  }

  async function toProduct(
    row: ProductRow,
    terms: ExchangeTerms,
    deal: Deal | null = null,
  ): Promise<Product> {
    let category = (await categories()).byId.get(row.categoryId);
    if (!category) {
      // A link import may have just created the category ("Other"): read them again once.
      categories.invalidate();
      category = (await categories()).byId.get(row.categoryId);
    }
    return {
      ...toSummary({ ...row, image: row.images[0] ?? null }, terms, deal),
      images: row.images,
      category: category
        ? {
            id: category.id,
            slug: category.slug,
            name: category.name,
            parent_id: category.parentId,
          }
        : null,
      attributes: row.attributes,
      variations: {
        properties: row.variations.properties,
        skus: row.variations.skus.map((sku) => ({
          ...sku,
          price_tiers: sku.price_tiers.map((tier) => ({
            min_quantity: tier.min_quantity,
            price: priceInRegion(tier.amount, terms),
            original_price: cny(tier.amount, terms),
          })),
        })),
      },
      max_price: priceInRegion(row.priceMax, terms),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function productOr404(id: number): Promise<ProductRow> {
    const row = await repository.findProduct(id);
    if (!row) throw new NotFound(`Product ${id}`);
    return row;
  }

  async function summaries(rows: ProductSummaryRow[], caller: Caller) {
    const [terms, priced] = await Promise.all([
      exchangeTerms(caller.regionCode),
      withCampaigns(rows, caller),
    ]);
    return priced.map(({ row, deal }) => toSummary(row, terms, deal));
  }

  /**
   * Queues an import of a product link. `requestedBy` is the signed-in identity, null for a
   * guest or anonymous caller, whose import is reachable by link and id but not listed.
   */
  async function startHarvest(rawUrl: string, requestedBy: string | null): Promise<HarvestJob> {
    let url: URL;
    try {
      url = parseHarvestUrl(rawUrl);
      await assertAllowedHost(url, deps.allowPrivateHosts);
    } catch (error) {
      if (error instanceof HarvestError) {
        throw new Unprocessable(error.message, [{ field: 'url', message: error.code }]);
      }
      throw error;
    }
    const pending = await repository.findPendingHarvestJob(url.toString());
    // A signed-in import of a link a guest's pending job is fetching still runs, to list it.
    if (pending && (pending.requestedBy !== null || requestedBy === null)) {
      return toHarvestJob(pending);
    }
    // One transaction: a job the queue refused is not left `queued` forever (and found as
    // "already importing" by every later request for the same link).
    const job = await repository.transaction(async (tx) => {
      const row = await repository.createHarvestJob(url.toString(), requestedBy, tx);
      await deps.harvest.dispatch(tx, row.id);
      return row;
    });
    return toHarvestJob(job);
  }

  return {
    async findProduct(id: number, caller: Caller): Promise<Product> {
      const [stored, terms] = await Promise.all([
        productOr404(id),
        exchangeTerms(caller.regionCode),
      ]);
      const [priced] = await withCampaigns([stored], caller);
      return toProduct(priced!.row, terms, priced!.deal);
    },

    /**
     * By source URL: the product when we know it, else 404. A GET never starts an import
     * (crawlers and prefetches follow links); importing is `startHarvest`, behind its limits.
     */
    async findByUrl(rawUrl: string, caller: Caller): Promise<Product> {
      let normalised: string;
      try {
        normalised = parseHarvestUrl(rawUrl).toString();
      } catch (error) {
        if (error instanceof HarvestError) {
          throw new Invalid(error.message, [{ field: 'querystring.url', message: error.code }]);
        }
        throw error;
      }
      const row =
        (await repository.findProductBySourceUrl(rawUrl.trim())) ??
        (await repository.findProductBySourceUrl(normalised));
      if (!row) {
        throw new DomainError(
          404,
          'not_found',
          'No product with this link has been imported yet; import it with POST harvest-jobs.',
        );
      }
      return toProduct(row, await exchangeTerms(caller.regionCode));
    },

    startHarvest,

    async harvestJob(id: string): Promise<HarvestJob> {
      const row = await repository.findHarvestJob(id);
      if (!row) throw new NotFound(`Harvest job ${id}`);
      return toHarvestJob(row);
    },

    /** The link imports named, in no order; unknown ids are left out. */
    async harvestJobs(ids: string[]): Promise<HarvestJob[]> {
      return (await repository.harvestJobsByIds(ids)).map(toHarvestJob);
    },

    async description(id: number) {
      const html = await repository.findDescription(id);
      if (html === undefined) throw new NotFound(`Product ${id}`);
      return { product_id: id, html };
    },

    async reviews(id: number, page: number, perPage: number) {
      await productOr404(id);
      const { rows, total } = await repository.reviews(id, page, perPage);
      const data: z.infer<typeof ReviewSchema>[] = rows.map((r) => ({
        id: r.id,
        author_name: r.authorName,
        rating: r.rating,
        body: r.body,
        variation_label: r.variationLabel,
        created_at: r.createdAt.toISOString(),
      }));
      return { data, pagination: { page, per_page: perPage, total } };
    },

    async related(id: number, limit: number, caller: Caller) {
      const product = await productOr404(id);
      return summaries(await repository.topOfCategory(product.categoryId, id, limit), caller);
    },

    async similar(id: number, limit: number, caller: Caller) {
      const product = await productOr404(id);
      const similar = await repository.similarTo(product, limit);
      const rows =
        similar.length >= limit
          ? similar
          : [
              ...similar,
              ...(await repository.topOfCategory(product.categoryId, id, limit)).filter(
                (r) => !similar.some((s) => s.id === r.id),
              ),
            ].slice(0, limit);
      return summaries(rows, caller);
    },

    async recommended(categoryId: number | undefined, limit: number, caller: Caller) {
      const ids = categoryId ? (await categories()).descendants(categoryId) : null;
      return summaries(await repository.bestSellers(ids, limit), caller);
    },

    /** Cards for many ids at once, in the order asked; unknown ids are left out. */
    async infos(ids: number[], caller: Caller) {
      const rows = await repository.summariesByIds(ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return summaries(
        ids.map((id) => byId.get(id)).filter((r): r is ProductSummaryRow => r !== undefined),
        caller,
      );
    },

    /**
     * `searcher` tells who searched (asked only when the search may count); null: not counted. Only searches that found products count,
     * once per guest or customer per window (search-gate.ts), so top searches and term
     * suggestions show what shoppers found, not what anonymous traffic typed.
     */
    async search(
      request: SearchRequest,
      caller: Caller,
      searcher: (() => Promise<Searcher>) | null = null,
    ): Promise<z.infer<typeof SearchResponseSchema>> {
      const active = [
        request.category_id !== undefined && 'category_id',
        (request.min_price !== undefined || request.max_price !== undefined) && 'price',
        request.source_site !== undefined && 'source_site',
        request.shop_id !== undefined && 'shop_id',
        request.min_rating !== undefined && 'min_rating',
      ].filter((f): f is string => typeof f === 'string');
      if (active.length > MAX_ACTIVE_FILTERS) {
        throw new Unprocessable(
          `A search takes at most ${MAX_ACTIVE_FILTERS} filters; this one has ${active.length}.`,
          active.map((field) => ({ field: `body.${field}`, message: 'Active filter' })),
        );
      }
      const [terms, tree] = await Promise.all([exchangeTerms(caller.regionCode), categories()]);
      // Bengali and Chinese words search the English index (search-keyword.ts).
      const translated = request.keyword ? searchKeyword(request.keyword) : null;
      const filters: SearchFilters = {
        keyword: translated?.english ?? null,
        fuzzy: false,
        categoryIds:
          request.category_id === undefined ? null : tree.descendants(request.category_id),
        priceMin:
          request.min_price === undefined
            ? null
            : sourceAmountFor(request.min_price, terms, 'lower'),
        priceMax:
          request.max_price === undefined
            ? null
            : sourceAmountFor(request.max_price, terms, 'upper'),
        sourceSite: request.source_site ?? null,
        shopId: request.shop_id ?? null,
        minRatingTenths:
          request.min_rating === undefined ? null : Math.round(request.min_rating * 10),
      };
      const cursor = request.cursor ? decodeCursor(request.cursor, request.sort) : null;
      const after = cursor?.keyset ?? null;
      filters.fuzzy = (cursor?.fuzzy ?? false) && filters.keyword !== null;
      const paging = {
        limit: request.per_page,
        offset: (request.page - 1) * request.per_page,
        after,
      };
      let [page, facets] = await Promise.all([
        cachedPage(filters, request.sort, paging),
        cachedFacets(filters),
      ]);
      if (filters.keyword && facets.counted === 0 && !after) {
        // Nothing matched the words as typed: try words that look alike ("backpak").
        filters.fuzzy = true;
        [page, facets] = await Promise.all([
          cachedPage(filters, request.sort, paging),
          cachedFacets({ ...filters }),
        ]);
      }
      if (filters.keyword && facets.counted > 0 && searcher) {
        // Suggestions show what customers typed, in their own words.
        const typed = request.keyword ?? filters.keyword;
        if (searchGate.admits(normaliseTerm(typed), await searcher())) {
          searchLog.record(typed);
        }
      }
      const running = await runningCampaigns(page.rows, caller);
      // A popular page is the same answer for every guest of the region while its inputs are
      // the same objects the caches handed out last time: built and written once.
      const key = JSON.stringify([
        caller.regionCode,
        filters,
        request.sort,
        paging,
        request.page,
        translated?.translatedFrom ? translated.english : null,
      ]);
      const inputs = [page, facets, terms, tree, campaignsKey(running)];
      return searchAnswers(key, inputs, () => {
        const last = page.rows[page.rows.length - 1];
        return {
          data: atRunningPrices(page.rows, running).map(({ row, deal }) =>
            toSummary(row, terms, deal),
          ),
          pagination: {
            page: request.page,
            per_page: request.per_page,
            total: Math.min(facets.counted, COUNT_CAP),
          },
          total_is_capped: facets.counted > COUNT_CAP,
          next_cursor:
            last && page.rows.length === request.per_page
              ? encodeCursor(
                  { value: Number(last.sortKey), id: last.id },
                  request.sort,
                  filters.fuzzy,
                )
              : null,
          facets: {
            categories: facets.categories.map((c) => ({
              id: c.id,
              name: tree.byId.get(c.id)?.name ?? String(c.id),
              count: c.count,
            })),
            source_sites: facets.sourceSites,
            price:
              facets.priceMin === null || facets.priceMax === null
                ? null
                : {
                    min: priceInRegion(facets.priceMin, terms),
                    max: priceInRegion(facets.priceMax, terms),
                  },
          },
          searched_as: translated?.translatedFrom ? translated.english : null,
        };
      });
    },

    async personalizedPrices(
      items: { product_id: number; sku_id?: string; quantity: number }[],
      caller: Caller,
    ): Promise<z.infer<typeof PersonalizedPriceSchema>[]> {
      const [terms, rows, discountBps] = await Promise.all([
        exchangeTerms(caller.regionCode),
        repository.productsByIds([...new Set(items.map((i) => i.product_id))]),
        caller.identityId ? repository.customerDiscountBps(caller.identityId) : Promise.resolve(0),
      ]);
      const byId = new Map(
        (await withCampaigns(rows, caller)).map(({ row }) => [row.id, row] as const),
      );
      return items.map((item, index) => {
        const product = byId.get(item.product_id);
        if (!product) throw new NotFound(`Product ${item.product_id}`);
        const skus = product.variations.skus;
        const sku = item.sku_id === undefined ? undefined : skus.find((s) => s.id === item.sku_id);
        if (item.sku_id !== undefined && !sku) {
          throw new Unprocessable(`Product ${item.product_id} has no SKU ${item.sku_id}.`, [
            { field: `body.items.${index}.sku_id`, message: 'Unknown SKU of this product' },
          ]);
        }
        const tiers = sku?.price_tiers ?? [{ min_quantity: 1, amount: product.priceMin }];
        const tier = [...tiers].reverse().find((t) => item.quantity >= t.min_quantity) ?? tiers[0];
        const amount = tier?.amount ?? product.priceMin;
        const unit = priceInRegion(amount, terms, discountBps);
        return {
          product_id: product.id,
          sku_id: sku?.id ?? null,
          quantity: item.quantity,
          unit_price: unit,
          original_unit_price: cny(amount, terms),
          total: multiplyMoney(unit, item.quantity),
          discount_bps: discountBps,
        };
      });
    },

    async suggestProducts(typed: string, limit: number, caller: Caller) {
      const keyword = searchKeyword(typed).english;
      const words = keywordWords(keyword);
      if (!words.length) return [];
      let rows = await repository.suggestProducts(words, limit);
      if (!rows.length && keyword.length >= 3)
        rows = await repository.suggestProductsFuzzy(keyword, limit);
      const [terms, priced] = await Promise.all([
        exchangeTerms(caller.regionCode),
        withCampaigns(rows, caller),
      ]);
      return priced.map(({ row }) => ({
        id: row.id,
        title: row.title,
        image: row.image,
        price: priceInRegion(row.priceMin, terms),
      }));
    },

    async suggestTerms(keyword: string, limit: number) {
      const term = keywordWords(keyword).join(' ');
      if (!term) return [];
      await searchLog.flush();
      const rows = await repository.suggestTerms(term, limit);
      return rows.map((r) => ({ term: r.term, search_count: r.searchCount }));
    },

    async topSearches(keyword: string | undefined, limit: number) {
      await searchLog.flush();
      const prefix = keyword ? keywordWords(keyword).join(' ') : '';
      const rows = await repository.topSearches(prefix || null, limit);
      return rows.map((r) => ({ term: r.term, search_count: r.searchCount }));
    },

    async navCategories(): Promise<NavCategory[]> {
      return (await categories()).tree;
    },

    async metadata(): Promise<z.infer<typeof MetadataSchema>> {
      return {
        sources: catalogSources.map((s) => ({ code: s.code, name: s.name, currency: 'CNY' })),
        categories: (await categories()).tree,
        sort_options: SORT_OPTIONS.map((o) => ({ ...o })),
        limits: { max_filters: MAX_ACTIVE_FILTERS, keyword_max_length: KEYWORD_MAX_LENGTH },
      };
    },

    close: () => searchLog.close(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
