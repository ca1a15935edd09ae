import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf } from '../../platform/schemas.ts';
import {
  FeedQuerySchema,
  LiveStreamSchema,
  StreamCategorySchema,
  StreamFeedSchema,
  StreamIdQuerySchema,
  StreamOfferSchema,
} from './schemas.ts';
import type { LiveStreamsService } from './service.ts';

const BASE = '/api/v1/streams';
const tags = ['Live streams'];

/**
 * Live-stream shopping (spec §7): sent without credentials, so nothing here reads a session;
 * prices follow the region the request names.
 */
export const liveStreamRoutes: FastifyPluginAsyncZod<{ service: LiveStreamsService }> = async (
  app,
  { service },
) => {
  app.get(
    `${BASE}/categories`,
    {
      schema: {
        tags,
        summary: 'What streams sell, with how many streams each has',
        response: { 200: dataOf(z.array(StreamCategorySchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.categories() }),
  );

  app.get(
    `${BASE}/feed`,
    {
      schema: {
        tags,
        summary: 'Live and recorded streams, live first, 12 a page',
        querystring: FeedQuerySchema,
        response: { 200: StreamFeedSchema, ...commonErrors },
      },
    },
    async (request) => {
      const q = request.query;
      return service.feed({
        engine: q.feedEngine,
        type: q.feedType,
        categoryId: q.categoryId,
        streamerId: q.streamerId,
        leadId: q.feedId,
        page: q.page,
      });
    },
  );

  app.get(
    `${BASE}/details`,
    {
      schema: {
        tags,
        summary: 'One stream: its title, status, streamer and HLS playlist',
        querystring: StreamIdQuerySchema,
        response: { 200: dataOf(LiveStreamSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.details(request.query.streamId) }),
  );

  app.get(
    `${BASE}/offers`,
    {
      schema: {
        tags,
        summary: 'The products offered in a stream, at the region’s prices',
        querystring: StreamIdQuerySchema,
        response: { 200: dataOf(z.array(StreamOfferSchema)), ...commonErrors },
      },
    },
    async (request) => ({
      data: await service.offers(request.query.streamId, {
        regionCode: request.regionCode,
        identityId: null,
      }),
    }),
  );
};
