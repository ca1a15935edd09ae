import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import { createRfqRepository } from './repository.ts';
import { rfqRoutes } from './routes.ts';
import { createRfqService, type RfqOptions } from './service.ts';

export function createRfq(db: Database, options: RfqOptions) {
  return createRfqService(createRfqRepository(db), options);
}

/** Wires the customer's read routes; submitting, quoting and ordering are workflows (rfq.ts). */
export async function registerRfq(
  app: FastifyInstance,
  deps: { db: Database; currentCustomer: CurrentCustomer } & RfqOptions,
) {
  const service = createRfq(deps.db, { now: deps.now });
  await app.register(rfqRoutes, { service, currentCustomer: deps.currentCustomer });
  return service;
}
