import { buildApp } from '@crossport/api/app';
import { loadConfig } from '@crossport/api/platform/config';
import { openDatabase, type DatabaseHandle } from '@crossport/db';
import type {} from '@crossport/api/platform/session-revocations';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import {
  answer,
  browser,
  csrfOf,
  GOOD_PASSWORD,
  latestCode,
  nativeApp,
  signUp,
  startIdentityServer,
  type TestIdentityServer,
  uniqueEmail,
} from './identity-server.ts';
import { testDatabaseUrl } from '../../api/test/database-url.ts';

// The commerce API and the identity service side by side on the test database, the API
// caching whoami answers for the default 30 seconds: revocations must still reach it at once.
let identity: TestIdentityServer;
let api: FastifyInstance;
let apiDatabase: DatabaseHandle;
beforeAll(async () => {
  identity = await startIdentityServer();
  apiDatabase = openDatabase(testDatabaseUrl(), 2);
  api = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      IDENTITY_URL: identity.url,
      SESSION_CACHE_SECONDS: '30',
    }),
    database: apiDatabase,
    logger: false,
  });
  await api.ready();
  await until(() => api.sessionRevocations!.hearing());
});
afterAll(async () => {
  await api?.close();
  await apiDatabase?.pool.end();
  await identity?.close();
});

async function until(condition: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met in time');
}

/** A private API route, called the way the web app calls it: with the session cookie. */
async function addressesStatus(sessionToken: string): Promise<number> {
  const response = await api.inject({
    method: 'GET',
    url: '/api/user/customer/address/v1/addresses',
    cookies: { [SESSION_COOKIE]: sessionToken },
  });
  return response.statusCode;
}

/** A browser signed up with a fresh account; its cookie is the session token. */
async function signedUpBrowser(email = uniqueEmail('api-revocation')) {
  const customer = browser(identity);
  const flow = await answer(() => customer.api.createBrowserRegistrationFlowRaw({}));
  const done = await signUp(identity, customer.api, flow.body, { traits: { email } });
  expect(done.status).toBe(200);
  return { ...customer, email, cookie: customer.jar.get(SESSION_COOKIE)! };
}

async function signInNatively(email: string): Promise<{ token: string; id: string }> {
  const app = nativeApp(identity);
  const flow = await answer(() => app.createNativeLoginFlowRaw({}));
  const done = await answer(() =>
    app.updateLoginFlowRaw({
      flow: flow.body.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password: GOOD_PASSWORD },
    }),
  );
  return { token: done.body.session_token, id: done.body.session.id };
}

describe('a revoked session on the API', () => {
  it('is refused on the very next call after the browser logs out', async () => {
    const customer = await signedUpBrowser();
    expect(await addressesStatus(customer.cookie)).toBe(200);
    expect(await addressesStatus(customer.cookie)).toBe(200);

    const logout = await answer(() => customer.api.createBrowserLogoutFlowRaw({}));
    const ended = await customer.jar.fetch(logout.body.logout_url, {
      headers: { accept: 'application/json' },
    });
    expect(ended.status).toBe(204);

    expect(await addressesStatus(customer.cookie)).toBe(401);
  });

  it('is refused at once after DELETE /sessions/{id} and DELETE /sessions from another device', async () => {
    const customer = await signedUpBrowser();
    const phone = await signInNatively(customer.email);
    const tablet = await signInNatively(customer.email);
    expect(await addressesStatus(phone.token)).toBe(200);
    expect(await addressesStatus(tablet.token)).toBe(200);

    await answer(() => customer.api.disableMySessionRaw({ id: phone.id }));
    expect(await addressesStatus(phone.token)).toBe(401);
    expect(await addressesStatus(tablet.token)).toBe(200);

    await answer(() => customer.api.disableMyOtherSessionsRaw({}));
    expect(await addressesStatus(tablet.token)).toBe(401);
    expect(await addressesStatus(customer.cookie)).toBe(200);
  });

  it('is refused at once after the owner changes the password or recovers the account', async () => {
    const customer = await signedUpBrowser();
    const thief = await signInNatively(customer.email);
    expect(await addressesStatus(thief.token)).toBe(200);
    const flow = await answer(() => customer.api.createBrowserSettingsFlowRaw({}));
    const changed = await answer(() =>
      customer.api.updateSettingsFlowRaw({
        flow: flow.body.id,
        updateSettingsFlowBody: {
          method: 'password',
          password: 'violet-harbor-kettle-7',
          csrf_token: csrfOf(flow.body),
        },
      }),
    );
    expect(changed.status).toBe(200);
    expect(await addressesStatus(thief.token)).toBe(401);
    expect(await addressesStatus(customer.cookie)).toBe(200);

    const owner = browser(identity);
    const recovery = await answer(() => owner.api.createBrowserRecoveryFlowRaw({}));
    const csrf_token = csrfOf(recovery.body);
    await answer(() =>
      owner.api.updateRecoveryFlowRaw({
        flow: recovery.body.id,
        updateRecoveryFlowBody: { method: 'code', email: customer.email, csrf_token },
      }),
    );
    const code = await latestCode(identity, customer.email);
    await answer(() =>
      owner.api.updateRecoveryFlowRaw({
        flow: recovery.body.id,
        updateRecoveryFlowBody: { method: 'code', code, csrf_token },
      }),
    );
    expect(await addressesStatus(customer.cookie)).toBe(401);
    expect(await addressesStatus(owner.jar.get(SESSION_COOKIE)!)).toBe(200);
  });

  it('is still refused at once after the listener lost its connection and reconnected', async () => {
    const customer = await signedUpBrowser();
    const phone = await signInNatively(customer.email);
    expect(await addressesStatus(phone.token)).toBe(200);

    const listener = api.sessionRevocations!;
    const lostPid = listener.backendPid();
    await apiDatabase.pool.query('select pg_terminate_backend($1)', [lostPid]);
    await until(() => listener.hearing() && listener.backendPid() !== lostPid);

    expect(await addressesStatus(phone.token)).toBe(200);
    await answer(() => customer.api.disableMySessionRaw({ id: phone.id }));
    expect(await addressesStatus(phone.token)).toBe(401);
  });
});
