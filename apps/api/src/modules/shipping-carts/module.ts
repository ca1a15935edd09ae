import type { Database } from '../../platform/database.ts';
import { createShippingCartsRepository } from './repository.ts';
import { createShippingCartsService } from './service.ts';

export function createShippingCarts(db: Database) {
  return createShippingCartsService(createShippingCartsRepository(db));
}
