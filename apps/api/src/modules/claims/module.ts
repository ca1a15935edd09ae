import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { disputesRoutes } from './dispute-routes.ts';
import { createDisputes } from './disputes.ts';
import { createClaimsRepository } from './repository.ts';
import { claimsRoutes } from './routes.ts';
import { createClaimsService, type ClaimsOptions } from './service.ts';

/**
 * Wires the customer's claim and dispute routes; opening either is a workflow
 * (workflows/claims.ts, workflows/disputes.ts). Disputes are claims of kind `dispute`.
 */
export async function registerClaims(
  app: FastifyInstance,
  deps: {
    db: Database;
    currentCustomer: CurrentCustomer;
    disputeWindowHours: number;
  } & ClaimsOptions,
) {
  const repository = createClaimsRepository(deps.db);
  const service = createClaimsService(repository, { now: deps.now, windowHours: deps.windowHours });
  const disputes = createDisputes(repository, {
    now: deps.now,
    windowHours: deps.disputeWindowHours,
  });
  await app.register(claimsRoutes, { service, currentCustomer: deps.currentCustomer });
  await app.register(disputesRoutes, { disputes, currentCustomer: deps.currentCustomer });
  return { claims: service, disputes };
}
