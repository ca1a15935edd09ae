import { openDatabase, type DatabaseHandle } from '@crossport/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobs } from '../../api/src/jobs/index.ts';
import { createStaff } from '../../api/src/modules/staff/index.ts';
import { loadConfig } from '../../api/src/platform/config.ts';
import { secondFactorLocks } from '../src/database/tables.ts';
import { totpCode } from '../src/demo.ts';
import { totpUrlFor } from '../src/strategies/totp/totp.ts';
import { linkTotp } from '../src/strategies/totp/totp-repository.ts';
import {
  answer,
  nativeApp,
  registerCustomer,
  startIdentityServer,
  type TestIdentityServer,
} from './identity-server.ts';
import { testDatabaseUrl } from '../../api/test/database-url.ts';

/**
 * The identity service locks a second factor; the commerce API's job copies the lock of a
 * staff member into its append-only staff audit log, once, through the shared outbox table.
 */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let identity: TestIdentityServer;
let api: DatabaseHandle;
beforeAll(async () => {
  identity = await startIdentityServer();
  api = openDatabase(testDatabaseUrl(), 2);
});
afterAll(async () => {
  await identity?.close();
  await api?.pool.end();
});

/** Signs in with the password only and sends ten wrong authenticator codes over two flows. */
async function lockSecondFactor(token: string): Promise<void> {
  const app = nativeApp(identity);
  const wrong = totpCode(SECRET) === '000000' ? '111111' : '000000';
  for (let flows = 0; flows < 2; flows++) {
    const flow = await answer(() =>
      app.createNativeLoginFlowRaw({ aal: 'aal2', xSessionToken: token }),
    );
    for (let i = 0; i < 5; i++) {
      const done = await answer(() =>
        app.updateLoginFlowRaw({
          flow: flow.body.id,
          xSessionToken: token,
          updateLoginFlowBody: { method: 'totp', totp_code: wrong },
        }),
      );
      expect(done.status).toBe(400);
    }
  }
}

async function withAuthenticator() {
  const person = await registerCustomer(identity);
  await linkTotp(identity.context.db, person.id, totpUrlFor('Crossport', person.email, SECRET), -1);
  return person;
}

describe('a locked second factor in the staff audit log', () => {
  it('is recorded once for a staff member, and only marked as seen for a customer', async () => {
    const staffer = await withAuthenticator();
    const staff = createStaff(api.db);
    await staff.setMember(
      staffer.id,
      { email: staffer.email, roles: ['finance'], active: true },
      'test',
    );
    const customer = await withAuthenticator();
    await lockSecondFactor(staffer.token);
    await lockSecondFactor(customer.token);

    expect(createJobs(loadConfig({}), 'postgres://unused').map((job) => job.name)).toContain(
      'record-second-factor-locks',
    );
    await staff.recordSecondFactorLocks();
    await staff.recordSecondFactorLocks();

    const log = await staff.auditPage({ actor: staffer.email }, { page: 1, per_page: 10 });
    expect(log.data).toHaveLength(1);
    const [lock] = await identity.context.db
      .select()
      .from(secondFactorLocks)
      .where(eq(secondFactorLocks.identityId, staffer.id));
    expect(log.data[0]).toMatchObject({
      actor: { kind: 'staff', identity_id: staffer.id, email: staffer.email, roles: ['finance'] },
      method: 'POST',
      route: '/self-service/login',
      object: { identity_id: staffer.id, second_factor_lock_id: lock!.id },
      request: { method: 'totp', wrong_codes: 10 },
      response: { locked_until: lock!.lockedUntil.toISOString() },
      status: 429,
      client_address: '127.0.0.1',
      user_agent: 'node',
    });
    expect(lock!.reportedAt).not.toBeNull();

    const [customerLock] = await identity.context.db
      .select()
      .from(secondFactorLocks)
      .where(eq(secondFactorLocks.identityId, customer.id));
    expect(customerLock!.reportedAt).not.toBeNull();
    const customerEntries = await staff.auditPage(
      { actor: customer.email },
      { page: 1, per_page: 10 },
    );
    expect(customerEntries.data).toEqual([]);
  });
});
