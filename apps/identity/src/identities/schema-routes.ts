import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { DEFAULT_SCHEMA_ID, traitsJsonSchema } from './traits-schema.ts';

export function registerSchemaRoutes(app: FastifyInstance): void {
  app.get('/schemas', async () => [{ id: DEFAULT_SCHEMA_ID, schema: traitsJsonSchema }]);

  app.get<{ Params: { id: string } }>('/schemas/:id', async (request) => {
    // Kratos also accepts the base64url form of the id that appears in schema URLs.
    const { id } = request.params;
    const decoded = Buffer.from(id, 'base64url').toString();
    if (id !== DEFAULT_SCHEMA_ID && decoded !== DEFAULT_SCHEMA_ID) {
      throw notFound('The identity schema could not be found.');
    }
    return traitsJsonSchema;
  });
}
