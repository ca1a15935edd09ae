import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoStaff } from '../../api/src/demo/staff-demo.ts';
import { useTestApp } from '../../api/test/test-app.ts';
import {
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
  demoStaffIdentities,
  totpCode,
} from '../src/demo.ts';
import {
  answer,
  nativeApp,
  startIdentityServer,
  type TestIdentityServer,
} from './identity-server.ts';

/**
 * A staff member end to end against the real identity service: password (aal1) is not enough
 * for a staff route, the authenticator code (aal2) is, and the role decides the rest.
 */
let identity: TestIdentityServer;
beforeAll(async () => {
  identity = await startIdentityServer();
});
afterAll(async () => identity.close());
// The API remembers whoami answers: the aal1 answer must not outlive the second factor.
const ctx = useTestApp({
  env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '30' }),
});

async function signInWithPassword(email: string): Promise<string> {
  const app = nativeApp(identity);
  const flow = await answer(() => app.createNativeLoginFlowRaw({}));
  const done = await answer(() =>
    app.updateLoginFlowRaw({
      flow: flow.body.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password: DEMO_STAFF_PASSWORD },
    }),
  );
  expect(done.status).toBe(200);
  return done.body.session_token;
}

/** The authenticator step: this step's code, or the next one if another test spent it. */
async function giveSecondFactor(token: string): Promise<void> {
  const app = nativeApp(identity);
  for (const at of [new Date(), new Date(Date.now() + 30_000)]) {
    const flow = await answer(() =>
      app.createNativeLoginFlowRaw({ aal: 'aal2', xSessionToken: token }),
    );
    const done = await answer(() =>
      app.updateLoginFlowRaw({
        flow: flow.body.id,
        xSessionToken: token,
        updateLoginFlowBody: { method: 'totp', totp_code: totpCode(DEMO_STAFF_TOTP_SECRET, at) },
      }),
    );
    if (done.status === 200) return;
  }
  throw new Error('the second factor was refused');
}

describe('a demo staff member signing in', () => {
  it('reaches staff routes only after the second factor, and only as their role allows', async () => {
    const members = await demoStaffIdentities(identity.context.db);
    expect(members.map((m) => m.role).sort()).toEqual([
      'admin',
      'content',
      'finance',
      'purchasing',
      'support',
      'warehouse',
    ]);
    await loadDemoStaff(
      ctx.database.db,
      members.map((m) => ({ identityId: m.identityId, email: m.email, roles: [m.role] })),
    );
    const warehouse = members.find((m) => m.role === 'warehouse')!;
    const token = await signInWithPassword(warehouse.email);
    const me = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/staff/admin/v1/me',
        headers: { 'x-session-token': token },
      });
    const before = await me();
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('second_factor_required');

    await giveSecondFactor(token);
    const after = await me();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data).toMatchObject({
      kind: 'staff',
      email: warehouse.email,
      roles: ['warehouse'],
    });
    const payments = await ctx.app.inject({
      method: 'GET',
      url: '/api/payment/admin/payment/v1/payments',
      headers: { 'x-session-token': token },
    });
    expect(payments.json().error.code).toBe('not_permitted');
  });
});
