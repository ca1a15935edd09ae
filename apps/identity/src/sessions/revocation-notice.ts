import {
  encodeRevocationNotice,
  SESSIONS_REVOKED_CHANNEL,
  type RevocationNotice,
} from '@crossport/db/session-revocation-notice';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../database/database.ts';

/**
 * Tells the commerce API that sessions ended (it caches whoami answers). Runs inside the
 * revoking transaction: PostgreSQL delivers the notice on commit, and never for a rollback.
 */
export async function announceRevocation(tx: Transaction, notice: RevocationNotice): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${encodeRevocationNotice(notice)})`,
  );
}
