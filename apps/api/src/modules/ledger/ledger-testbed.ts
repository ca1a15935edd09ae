import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../platform/database.ts';
import { createLedgerRepository } from './repository.ts';
import { createLedgerService, type LedgerService } from './service.ts';
import { testDatabaseUrl } from '../../../test/database-url.ts';

export interface LedgerTestbed {
  database: DatabaseHandle;
  ledger: LedgerService;
  /** A fresh customer row (the ledger's wallets belong to customers). */
  newCustomer(): Promise<number>;
}

/** The ledger service on this run's database, with a pool wide enough for concurrent spends. */
export function useLedgerTestbed(): LedgerTestbed {
  const bed = {} as LedgerTestbed;
  beforeAll(() => {
    bed.database = openDatabase(testDatabaseUrl(), 30);
    bed.ledger = createLedgerService(createLedgerRepository(bed.database.db));
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
