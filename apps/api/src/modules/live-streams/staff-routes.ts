import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../platform/errors.ts';
import { commonErrors, dataOf, IdParamsSchema } from '../../platform/schemas.ts';
import { z } from 'zod';
import {
  LiveStreamSchema,
  StaffStreamsQuerySchema,
  StreamBodySchema,
  StreamCategorySchema,
  StreamerSchema,
  StreamFeedSchema,
  StreamStatusBodySchema,
} from './schemas.ts';
import { createLineup } from './lineup.ts';
import { lineupStaffRoutes } from './lineup-staff-routes.ts';
import type { LiveStreamsService } from './service.ts';

const ADMIN = '/api/live/admin/v1';
const BASE = `${ADMIN}/streams`;
const tags = ['Staff: live streams'];

/** Staff publish a stream with its offers, and move it live, to replay or back to scheduled. */
export const liveStreamStaffRoutes: FastifyPluginAsyncZod<{ service: LiveStreamsService }> = async (
  app,
  { service },
) => {
  await app.register(lineupStaffRoutes, { lineup: createLineup(service.repository) });

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Every stream, live first then newest, 12 a page',
        querystring: StaffStreamsQuerySchema,
        response: { 200: StreamFeedSchema, ...commonErrors },
      },
    },
    async (request) =>
      service.feed({
        engine: 'latest',
        type: request.query.status ?? 'all',
        page: request.query.page,
      }),
  );

  app.get(
    `${ADMIN}/streamers`,
    {
      schema: {
        tags,
        summary: 'Who can present a stream',
        response: { 200: dataOf(z.array(StreamerSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.streamers() }),
  );

  app.get(
    `${ADMIN}/categories`,
    {
      schema: {
        tags,
        summary: 'The live page’s categories, with their stream counts',
        response: { 200: dataOf(z.array(StreamCategorySchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.categories() }),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Publish a stream with the products it offers',
        body: StreamBodySchema,
        response: { 201: dataOf(LiveStreamSchema), ...commonErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      let id: number;
      try {
        id = await service.repository.create({
          categoryId: body.category_id,
          streamerId: body.streamer_id,
          title: body.title,
          status: body.status,
          hlsUrl: body.hls_url,
          poster: body.poster ?? null,
          startedAt: new Date(body.started_at),
          offers: body.offers.map((o) => ({
            productId: o.product_id,
            shownAtSeconds: o.shown_at_seconds,
          })),
        });
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code === '23503' || code === '23505')
          throw new DomainError(
            422,
            'unknown_reference',
            'The category, streamer or an offered product does not exist (or is offered twice).',
          );
        throw error;
      }
      reply.code(201);
      return { data: await service.details(id) };
    },
  );

  app.put(
    `${BASE}/:id/status`,
    {
      schema: {
        tags,
        summary: "Change a stream's status (live, replay, scheduled)",
        params: IdParamsSchema,
        body: StreamStatusBodySchema,
        response: { 200: dataOf(LiveStreamSchema), ...commonErrors },
      },
    },
    async (request) => {
      if (!(await service.repository.setStatus(request.params.id, request.body.status)))
        throw new DomainError(
          404,
          'stream_not_found',
          `Stream ${request.params.id} was not found.`,
        );
      return { data: await service.details(request.params.id) };
    },
  );
};
