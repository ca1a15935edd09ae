import type { Database } from '../../platform/database.ts';
import { createStaffRepository } from './repository.ts';
import { createStaffService } from './service.ts';

export function createStaff(db: Database) {
  return createStaffService(createStaffRepository(db));
}
