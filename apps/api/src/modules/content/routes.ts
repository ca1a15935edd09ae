import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { commonErrors, dataOf } from '../../platform/schemas.ts';
import {
  CompanyDetailsSchema,
  ContentMapSchema,
  ContentQuerySchema,
  ContentSchema,
  MultipleContentsQuerySchema,
  SlugParamsSchema,
} from './schemas.ts';
import type { Audience, ContentService } from './service.ts';
import { CONTENT_LOCALES } from './slugs.ts';

export const CONTENT_BASE = '/api/content/customer/v1';
const tags = ['Content'];
const errors = commonErrors;

/** The page's language: asked for, else the browser's first known one, else English. */
function localeOf(request: FastifyRequest, asked: string | undefined): string {
  if (asked) return asked;
  const first = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (CONTENT_LOCALES as readonly string[]).includes(first ?? '') ? first! : 'en';
}

/** Content pages by slug (spec §2, §7); public, sent without credentials, briefly cacheable. */
export const contentRoutes: FastifyPluginAsyncZod<{
  service: ContentService;
  now: () => Date;
}> = async (app, { service, now }) => {
  const audience = (
    request: FastifyRequest,
    query: { locale?: string; region?: string },
  ): Audience => ({
    locale: localeOf(request, query.locale),
    regionCode: query.region ?? request.regionCode,
    now: now(),
  });
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
  });

  app.get(
    `${CONTENT_BASE}/contents/:slug`,
    {
      schema: {
        tags,
        summary: 'A content page by slug, in your language and region (404 for an unknown slug)',
        params: SlugParamsSchema,
        querystring: ContentQuerySchema,
        response: { 200: dataOf(ContentSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.one(request.params.slug, audience(request, request.query)),
    }),
  );

  app.get(
    `${CONTENT_BASE}/multiple-contents`,
    {
      schema: {
        tags,
        summary: 'Several content pages at once, by slug',
        querystring: MultipleContentsQuerySchema,
        response: { 200: dataOf(ContentMapSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.many(request.query.slugs, audience(request, request.query)),
    }),
  );

  app.get(
    `${CONTENT_BASE}/navigation-list`,
    {
      schema: {
        tags,
        summary: 'The menus every page shows: services, categories and the footer',
        querystring: ContentQuerySchema,
        response: { 200: dataOf(ContentMapSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.navigation(audience(request, request.query)) }),
  );

  app.get(
    `${CONTENT_BASE}/company`,
    {
      schema: {
        tags,
        summary:
          "The company's name, Bangladesh office address, email, phone and opening hours (as on invoices)",
        response: { 200: dataOf(CompanyDetailsSchema), ...commonErrors },
      },
    },
    async () => ({ data: await service.company() }),
  );
};
