import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { createPayoutsRepository } from './repository.ts';
import { payoutsRoutes } from './routes.ts';
import { createPayoutsService } from './service.ts';

export async function registerPayouts(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    ledger: LedgerService;
    defaultRegionCode: string;
  },
) {
  const service = createPayoutsService(createPayoutsRepository(deps.db), deps.ledger);
  await app.register(payoutsRoutes, {
    service,
    currentCustomer: deps.currentCustomer,
    defaultRegionCode: deps.defaultRegionCode,
  });
  return service;
}
