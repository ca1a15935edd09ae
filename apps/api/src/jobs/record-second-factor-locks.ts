import { createStaff } from '../modules/staff/index.ts';
import { outboxJob } from './outbox-job.ts';

/**
 * Every minute, copies the second factors the identity service locked since the last run into
 * the staff audit log (its `second_factor_locks` table is the outbox; docs/identity.md).
 */
export function recordSecondFactorLocksJob(connectionString: string) {
  return outboxJob('record-second-factor-locks', connectionString, async (db) => {
    const staff = createStaff(db);
    return () => staff.recordSecondFactorLocks();
  });
}
