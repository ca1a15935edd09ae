import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  IdParamsSchema,
} from '../../platform/schemas.ts';
import type { Lineup } from './lineup.ts';
import {
  StreamCategoryBodySchema,
  StreamCategoryWrittenSchema,
  StreamerBodySchema,
  StreamerSchema,
} from './schemas.ts';

const ADMIN = '/api/live/admin/v1';
const tags = ['Staff: live streams'];
const errors = { 409: ErrorResponseSchema, ...commonErrors };
const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

/** Staff add and change streamers and the live page's categories (the lists themselves: staff-routes.ts). */
export const lineupStaffRoutes: FastifyPluginAsyncZod<{ lineup: Lineup }> = async (
  app,
  { lineup },
) => {
  app.post(
    `${ADMIN}/streamers`,
    {
      schema: {
        tags,
        summary: 'Add a streamer (409 `handle_taken`)',
        body: StreamerBodySchema,
        response: { 201: dataOf(StreamerSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await lineup.addStreamer(request.body) };
    },
  );

  app.put(
    `${ADMIN}/streamers/:id`,
    {
      schema: {
        tags,
        summary: 'Change a streamer’s handle, name or avatar (404 `streamer_not_found`)',
        params: IdParamsSchema,
        body: StreamerBodySchema,
        response: { 200: dataOf(StreamerSchema), ...errors },
      },
      config: { auditBefore: (request) => lineup.streamer(idOf(request)) },
    },
    async (request) => ({ data: await lineup.changeStreamer(request.params.id, request.body) }),
  );

  app.post(
    `${ADMIN}/categories`,
    {
      schema: {
        tags,
        summary: 'Add a category of the live page (409 `slug_taken`)',
        body: StreamCategoryBodySchema,
        response: { 201: dataOf(StreamCategoryWrittenSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await lineup.addCategory(request.body) };
    },
  );

  app.put(
    `${ADMIN}/categories/:id`,
    {
      schema: {
        tags,
        summary: 'Rename a category or change its slug (404 `category_not_found`)',
        params: IdParamsSchema,
        body: StreamCategoryBodySchema,
        response: { 200: dataOf(StreamCategoryWrittenSchema), ...errors },
      },
      config: { auditBefore: (request) => lineup.category(idOf(request)) },
    },
    async (request) => ({ data: await lineup.changeCategory(request.params.id, request.body) }),
  );
};
