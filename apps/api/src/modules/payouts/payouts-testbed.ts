import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../platform/database.ts';
import { createPayoutsRepository, type PayoutsRepository } from './repository.ts';
import { createPayoutsService, type PayoutsService } from './service.ts';
import type { LedgerService } from '../ledger/index.ts';
import { testDatabaseUrl } from '../../../test/database-url.ts';

export interface PayoutsTestbed {
  database: DatabaseHandle;
  repository: PayoutsRepository;
  payouts: PayoutsService;
  /** A fresh customer row (wallets and payout accounts belong to customers). */
  newCustomer(): Promise<number>;
}

/**
 * The payouts service on this run's database, with a pool wide enough for concurrent requests.
 * The ledger is handed in (a test builds it from the ledger module), as registerModules does.
 */
export function usePayoutsTestbed(
  ledgerOf: (database: DatabaseHandle) => LedgerService,
): PayoutsTestbed {
  const bed = {} as PayoutsTestbed;
  beforeAll(() => {
    bed.database = openDatabase(testDatabaseUrl(), 30);
    bed.repository = createPayoutsRepository(bed.database.db);
    bed.payouts = createPayoutsService(bed.repository, ledgerOf(bed.database));
    bed.newCustomer = async () => {
      const { rows } = await bed.database.pool.query<{ id: number }>(
        'INSERT INTO customers (identity_id) VALUES (gen_random_uuid()) RETURNING id',
      );
      return rows[0]!.id;
    };
  });
  afterAll(async () => {
    await bed.database?.pool.end();
  });
  return bed;
}
