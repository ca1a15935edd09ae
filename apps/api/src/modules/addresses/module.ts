import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createAddressesRepository } from './repository.ts';
import { addressesRoutes } from './routes.ts';
import { createAddressesService } from './service.ts';

export async function registerAddresses(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer },
) {
  const service = createAddressesService(createAddressesRepository(deps.db));
  await app.register(addressesRoutes, { service, currentCustomer: deps.currentCustomer });
  return service;
}
