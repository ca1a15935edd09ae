import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createSupportRepository } from './repository.ts';
import { supportRoutes } from './routes.ts';
import { createSupportService } from './service.ts';

export async function registerSupport(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer },
) {
  const service = createSupportService(createSupportRepository(deps.db));
  await app.register(supportRoutes, { service, currentCustomer: deps.currentCustomer });
  return service;
}
