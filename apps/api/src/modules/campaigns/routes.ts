import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { commonErrors, dataOf } from '../../platform/schemas.ts';
import {
  CampaignIdParamsSchema,
  CampaignListQuerySchema,
  CampaignProductsPageSchema,
  CampaignProductsQuerySchema,
  CampaignSchema,
  CampaignSlugParamsSchema,
  ProductDetailQuerySchema,
  ProductDetailSchema,
} from './schemas.ts';
import type { Caller, CampaignsService } from './service.ts';

/** Campaigns are part of the content service's paths (spec §7). */
const BASE = '/api/content/customer/v1';
const tags = ['Campaigns'];
const errors = commonErrors;

/** Public: a shopper's region sets the prices; no credentials are needed. */
const shopper = (request: FastifyRequest, region?: string): Caller => ({
  regionCode: region ?? request.regionCode,
  identityId: null,
});

export const campaignRoutes: FastifyPluginAsyncZod<{ service: CampaignsService }> = async (
  app,
  { service },
) => {
  app.get(
    `${BASE}/campaigns`,
    {
      schema: {
        tags,
        summary: 'Running and upcoming campaigns of the region, soonest first',
        querystring: CampaignListQuerySchema,
        response: { 200: dataOf(z.array(CampaignSchema)), ...commonErrors },
      },
    },
    async (request) => ({
      data: await service.list(shopper(request, request.query.region), request.query),
    }),
  );

  // Declared before `campaigns/{slug}` so "products" is never read as a slug.
  app.get(
    `${BASE}/campaigns/products`,
    {
      schema: {
        tags,
        summary: 'Products of every running campaign, at their campaign prices',
        querystring: CampaignProductsQuerySchema,
        response: { 200: CampaignProductsPageSchema, ...commonErrors },
      },
    },
    async (request) =>
      service.products(null, shopper(request, request.query.region), request.query),
  );

  app.get(
    `${BASE}/campaigns/:id/web/products`,
    {
      schema: {
        tags,
        summary: "One campaign's products, at its prices while it runs",
        params: CampaignIdParamsSchema,
        querystring: CampaignProductsQuerySchema,
        response: { 200: CampaignProductsPageSchema, ...errors },
      },
    },
    async (request) =>
      service.products(request.params.id, shopper(request, request.query.region), request.query),
  );

  app.get(
    `${BASE}/campaigns/:slug`,
    {
      schema: {
        tags,
        summary: "A campaign's landing page: title, banner, window and status",
        params: CampaignSlugParamsSchema,
        response: { 200: dataOf(CampaignSchema), ...errors },
      },
    },
    async (request) => ({ data: await service.bySlug(request.params.slug, shopper(request)) }),
  );

  app.get(
    `${BASE}/products/web/detail`,
    {
      schema: {
        tags,
        summary: 'A product as campaign pages show it, with its running campaign if any',
        querystring: ProductDetailQuerySchema,
        response: { 200: dataOf(ProductDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.productDetail(request.query.product_id, shopper(request)),
    }),
  );
};
