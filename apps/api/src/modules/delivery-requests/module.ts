import type { Database } from '../../platform/database.ts';
import { createDeliveryRequestsRepository } from './repository.ts';
import { createDeliveryRequestsService } from './service.ts';

export function createDeliveryRequests(db: Database) {
  return createDeliveryRequestsService(createDeliveryRequestsRepository(db));
}
