import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createClaimsRepository } from './repository.ts';
import { claimsRoutes } from './routes.ts';
import { createClaimsService, type ClaimsOptions } from './service.ts';

export function createClaims(db: Database, options: ClaimsOptions) {
  return createClaimsService(createClaimsRepository(db), options);
}

/** Wires the customer's claim routes; opening a claim is a workflow (workflows/claims.ts). */
export async function registerClaims(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer } & ClaimsOptions,
) {
  const service = createClaims(deps.db, { now: deps.now, windowHours: deps.windowHours });
  await app.register(claimsRoutes, { service, currentCustomer: deps.currentCustomer });
  return service;
}
