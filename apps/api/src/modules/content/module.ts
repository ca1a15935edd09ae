import type { Database } from '../../platform/database.ts';
import { createContentRepository } from './repository.ts';
import { createContentService } from './service.ts';

export function createContent(db: Database) {
  return createContentService(createContentRepository(db));
}
