import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createNotificationsRepository } from './repository.ts';
import { notificationsRoutes } from './routes.ts';
import { createNotificationsService } from './service.ts';

export function createNotifications(db: Database) {
  return createNotificationsService(createNotificationsRepository(db));
}

export async function registerNotifications(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer },
) {
  const service = createNotifications(deps.db);
  await app.register(notificationsRoutes, { service, currentCustomer: deps.currentCustomer });
  return service;
}
