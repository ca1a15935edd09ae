import { loadHsCodes } from './modules/hs-codes/index.ts';
import type { Database } from './platform/database.ts';

/**
 * Data the product needs whatever the operator's own data (unlike the demo world): today the
 * HS customs nomenclature. Run after the migrations on every start; each loader skips what is
 * already there, so a restart costs one count per table.
 */
export async function loadReferenceData(
  db: Database,
  log: (message: string) => void = () => {},
): Promise<void> {
  const hsCodes = await loadHsCodes(db);
  if (hsCodes > 0) log(`HS codes loaded: ${hsCodes}`);
}
