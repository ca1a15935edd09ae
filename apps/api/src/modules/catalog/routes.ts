import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  PageQuerySchema,
  pageOf,
} from '../../platform/schemas.ts';
import { placeholderSvg } from './images.ts';
import {
  FindQuerySchema,
  HarvestJobSchema,
  HarvestParamsSchema,
  HarvestRequestSchema,
  InfosQuerySchema,
  LimitQuerySchema,
  MetadataSchema,
  NavCategorySchema,
  PersonalizedPriceSchema,
  PersonalizedPricesBodySchema,
  ProductDescriptionSchema,
  ProductParamsSchema,
  ProductSchema,
  ProductSuggestionSchema,
  ProductSummarySchema,
  RecommendedQuerySchema,
  ReviewSchema,
  SearchBodySchema,
  SearchResponseSchema,
  SimilarBodySchema,
  SuggestionQuerySchema,
  TermSchema,
  TopSearchQuerySchema,
} from './schemas.ts';
import type { ImportLimit } from './import-limit.ts';
import type { Searcher } from './search-gate.ts';
import type { Caller, CatalogService } from './service.ts';

const PRODUCTS = '/api/product/customer/v1';
const tags = ['Catalog'];
const errors = { ...commonErrors, 422: ErrorResponseSchema };
const products = z.array(ProductSummarySchema);

/** Guests are priced by region only; the identity is looked up just where a discount may apply. */
function guest(request: FastifyRequest): Caller {
  return { regionCode: request.regionCode, identityId: null };
}

/**
 * Who a search counts for: the signed-in customer, else the guest, else nobody. A failing
 * session lookup only means the search is not counted; it never fails the search.
 */
async function searcherOf(request: FastifyRequest): Promise<Searcher> {
  const session = await request.identitySession().catch(() => null);
  const actor = session
    ? `customer:${session.identity.id}`
    : request.guest
      ? `guest:${request.guest.id}`
      : null;
  return { actor, ip: request.ip };
}

export const catalogRoutes: FastifyPluginAsyncZod<{
  service: CatalogService;
  importLimit: ImportLimit;
}> = async (app, { service, importLimit }) => {
  app.addHook('onClose', async () => service.close());

  app.get(
    `${PRODUCTS}/products/find`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary:
          'A product by source URL or id; 404 for a link not imported yet (POST harvest-jobs)',
        querystring: FindQuerySchema,
        response: { 200: dataOf(ProductSchema), ...errors },
      },
    },
    async (request) => {
      const { url, product_id: id } = request.query;
      if (id !== undefined) return { data: await service.findProduct(id, guest(request)) };
      return { data: await service.findByUrl(url ?? '', guest(request)) };
    },
  );

  app.get(
    `${PRODUCTS}/products/find/:id`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'A product with its variations and price tiers in the caller’s currency',
        params: ProductParamsSchema,
        response: { 200: dataOf(ProductSchema), ...errors },
      },
    },
    async (request) => ({ data: await service.findProduct(request.params.id, guest(request)) }),
  );

  app.get(
    `${PRODUCTS}/products/find/:id/description`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'The product description as sanitised HTML',
        params: ProductParamsSchema,
        response: { 200: dataOf(ProductDescriptionSchema), ...errors },
      },
    },
    async (request) => ({ data: await service.description(request.params.id) }),
  );

  app.get(
    `${PRODUCTS}/products/find/:id/reviews`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'Reviews of a product, newest first',
        params: ProductParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: pageOf(ReviewSchema), ...errors },
      },
    },
    async (request) =>
      service.reviews(request.params.id, request.query.page, Math.min(request.query.per_page, 100)),
  );

  app.get(
    `${PRODUCTS}/products/find/:id/related-products`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'Best sellers of the same category',
        params: ProductParamsSchema,
        querystring: LimitQuerySchema,
        response: { 200: dataOf(products), ...errors },
      },
    },
    async (request) => ({
      data: await service.related(request.params.id, request.query.limit, guest(request)),
    }),
  );

  app.post(
    `${PRODUCTS}/products/search`,
    {
      // Reads only: a support session may call it too.
      config: { allowWhileImpersonating: true, publicData: true },
      schema: {
        tags,
        summary: 'Search by keyword and/or category with up to 3 filters, sort, facets and paging',
        body: SearchBodySchema,
        response: { 200: SearchResponseSchema, ...errors },
      },
    },
    async (request) => service.search(request.body, guest(request), () => searcherOf(request)),
  );

  app.post(
    `${PRODUCTS}/personalized-prices`,
    {
      // Reads only: a support session may call it too.
      config: { allowWhileImpersonating: true },
      schema: {
        tags,
        summary: 'Prices in the caller’s region currency, less a signed-in customer’s discount',
        body: PersonalizedPricesBodySchema,
        response: { 200: dataOf(z.array(PersonalizedPriceSchema)), ...errors },
      },
    },
    async (request) => {
      const session = await request.identitySession();
      return {
        data: await service.personalizedPrices(request.body.items, {
          regionCode: request.regionCode,
          identityId: session?.identity.id ?? null,
        }),
      };
    },
  );

  app.get(
    `${PRODUCTS}/recommendations/recommended-products`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'Recommended products (best sellers, optionally of one category)',
        querystring: RecommendedQuerySchema,
        response: { 200: dataOf(products), ...errors },
      },
    },
    async (request) => ({
      data: await service.recommended(
        request.query.category_id,
        request.query.limit,
        guest(request),
      ),
    }),
  );

  app.post(
    `${PRODUCTS}/recommendations/similar-products`,
    {
      // Reads only: a support session may call it too.
      config: { allowWhileImpersonating: true, publicData: true },
      schema: {
        tags,
        summary: 'Products like the given one: same category, similar title',
        body: SimilarBodySchema,
        response: { 200: dataOf(products), ...errors },
      },
    },
    async (request) => ({
      data: await service.similar(request.body.product_id, request.body.limit, guest(request)),
    }),
  );

  app.get(
    `${PRODUCTS}/products/infos`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'Product cards for up to 50 ids, in the order asked (unknown ids left out)',
        querystring: InfosQuerySchema,
        response: { 200: dataOf(products), ...errors },
      },
    },
    async (request) => ({ data: await service.infos(request.query.ids, guest(request)) }),
  );

  app.get(
    `${PRODUCTS}/suggestion/products`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'Products whose titles start with the typed words (keyword cut to 100 chars)',
        querystring: SuggestionQuerySchema,
        response: { 200: dataOf(z.array(ProductSuggestionSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await service.suggestProducts(
        request.query.keyword,
        request.query.limit,
        guest(request),
      ),
    }),
  );

  app.get(
    `${PRODUCTS}/suggestion/terms`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'Search terms customers used that start like (or look like) the keyword',
        querystring: SuggestionQuerySchema,
        response: { 200: dataOf(z.array(TermSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await service.suggestTerms(request.query.keyword, request.query.limit),
    }),
  );

  app.get(
    `${PRODUCTS}/suggestion/top-search`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'The most searched terms, optionally starting with a keyword',
        querystring: TopSearchQuerySchema,
        response: { 200: dataOf(z.array(TermSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await service.topSearches(request.query.keyword, request.query.limit),
    }),
  );

  app.post(
    `${PRODUCTS}/harvest-jobs`,
    {
      onRequest: importLimit,
      schema: {
        tags,
        summary:
          'Import a product from a source-site link; poll the job until it finishes ' +
          '(limited per customer or guest and per IP; a guest’s import is not listed)',
        body: HarvestRequestSchema,
        response: { 202: dataOf(HarvestJobSchema), 429: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await request.identitySession();
      const job = await service.startHarvest(request.body.url, session?.identity.id ?? null);
      return reply.status(202).send({ data: job });
    },
  );

  app.get(
    `${PRODUCTS}/harvest-jobs/:id`,
    {
      schema: {
        tags,
        summary: 'A product import: queued, running, succeeded (with product_id) or failed',
        params: HarvestParamsSchema,
        response: { 200: dataOf(HarvestJobSchema), ...errors },
      },
    },
    async (request) => ({ data: await service.harvestJob(request.params.id) }),
  );

  app.get(
    `${PRODUCTS}/images/:seed`,
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'Generated placeholder picture of a demo product (SVG)',
        params: z.strictObject({ seed: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) }),
        response: { 200: z.string().describe('image/svg+xml'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(placeholderSvg(request.params.seed.replace(/\.svg$/, ''))),
  );

  app.get(
    '/api/content/customer/v1/nav-categories',
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'The product category tree for navigation',
        response: { 200: dataOf(z.array(NavCategorySchema)), ...errors },
      },
    },
    async () => ({ data: await service.navCategories() }),
  );

  app.get(
    '/api/v1/metadata',
    {
      config: { publicData: true },
      schema: {
        tags,
        summary: 'Inventory metadata: source sites, categories, sort options, search limits',
        response: { 200: dataOf(MetadataSchema), ...errors },
      },
    },
    async () => ({ data: await service.metadata() }),
  );
};
