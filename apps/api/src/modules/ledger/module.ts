import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { createLedgerRepository } from './repository.ts';
import { createLedgerService } from './service.ts';

export async function registerLedger(_app: FastifyInstance, deps: { db: Database }) {
  return createLedgerService(createLedgerRepository(deps.db));
}
