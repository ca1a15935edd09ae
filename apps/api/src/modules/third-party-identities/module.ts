import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createThirdPartyIdentitiesRepository } from './repository.ts';
import { thirdPartyIdentitiesRoutes } from './routes.ts';
import { createThirdPartyIdentitiesService } from './service.ts';

export async function registerThirdPartyIdentities(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    env: Readonly<Record<string, unknown>>;
  },
) {
  const service = createThirdPartyIdentitiesService({
    repository: createThirdPartyIdentitiesRepository(deps.db),
    env: deps.env,
  });
  await app.register(thirdPartyIdentitiesRoutes, {
    service,
    currentCustomer: deps.currentCustomer,
  });
  return service;
}
