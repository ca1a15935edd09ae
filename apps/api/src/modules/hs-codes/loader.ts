import type { Database } from '../../platform/database.ts';
import { readNomenclature } from './nomenclature-file.ts';
import { createHsCodesRepository } from './repository.ts';

/**
 * Loads the HS nomenclature from data/harmonized-system.csv at start-up, beside the other
 * reference data. Idempotent: returns the rows written, 0 when the table was already loaded.
 */
export async function loadHsCodes(db: Database): Promise<number> {
  return createHsCodesRepository(db).replaceAll(readNomenclature());
}
