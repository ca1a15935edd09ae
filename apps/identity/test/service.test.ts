import { openDatabase } from '@crossport/db';
import { eq } from 'drizzle-orm';
import { Configuration, CourierApi, IdentityApi } from '@ory/client-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { flows } from '../src/database/tables.ts';
import { removeStaleRecords } from '../src/database/housekeeping.ts';
import { runIdentityMigrations } from '../src/database/migrations.ts';
import { DEMO_CUSTOMER, loadDemoIdentities } from '../src/demo.ts';
import {
  browser,
  csrfOf,
  answer,
  nativeApp,
  readJson,
  startIdentityServer,
  type TestIdentityServer,
} from './identity-server.ts';
import { expectKratosList, expectKratosSchema } from './kratos-schemas.ts';
import { testDatabaseUrl } from '../../api/test/database-url.ts';

let server: TestIdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => server.close());

describe('identity service', () => {
  it('serves the traits schema by id and in the list', async () => {
    // Kratos serves the schemas on its public port too; the SDK files them under IdentityApi.
    const app = new IdentityApi(new Configuration({ basePath: server.url }));
    const list = await answer(() => app.listIdentitySchemasRaw({}));
    expect(list.status).toBe(200);
    expectKratosList('identitySchemaContainer', list.body);
    const one = await answer(() => app.getIdentitySchemaRaw({ id: 'default' }));
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.properties.traits.properties)).toEqual([
      'email',
      'name',
      'phone',
      'avatar',
      'date_of_birth',
      'gender',
      'country',
    ]);
    expect((await answer(() => app.getIdentitySchemaRaw({ id: 'other' }))).status).toBe(404);
  });

  it('covers the remaining flow endpoints through the SDK', async () => {
    const { api } = browser(server);
    const verification = await answer(() =>
      api.createBrowserVerificationFlowRaw({ returnTo: 'http://127.0.0.1:3000/after' }),
    );
    expect(verification.status).toBe(200);
    expectKratosSchema('verificationFlow', verification.body);
    expect(verification.body.return_to).toBe('http://127.0.0.1:3000/after');
    const recovery = await answer(() => api.createBrowserRecoveryFlowRaw({}));
    const fetched = await answer(() => api.getRecoveryFlowRaw({ id: recovery.body.id }));
    expect(fetched.status).toBe(200);
    expectKratosSchema('recoveryFlow', fetched.body);
    const noMethod = await answer(() =>
      api.updateRecoveryFlowRaw({
        flow: recovery.body.id,
        // `link` is a method this service does not offer (an address-less `code` is 4000002).
        updateRecoveryFlowBody: { method: 'link', email: '', csrf_token: csrfOf(recovery.body) },
      }),
    );
    expect(noMethod.status).toBe(400);
    expectKratosSchema('recoveryFlow', noMethod.body);
    expect(noMethod.body.ui.messages[0].id).toBe(4010005);
    const script = await api.getWebAuthnJavaScript();
    expect(script).toContain('oryWebAuthnLogin');
  });

  it('reads the outbox through the SDK courier API', async () => {
    const courier = new CourierApi(new Configuration({ basePath: server.adminUrl }));
    const list = await answer(() => courier.listCourierMessagesRaw({ pageSize: 3 }));
    expect(list.status).toBe(200);
    expectKratosList('message', list.body);
    if (list.body.length > 0) {
      const one = await answer(() => courier.getCourierMessageRaw({ id: list.body[0].id }));
      expectKratosSchema('message', one.body);
    }
    expect(
      (await answer(() => courier.getCourierMessageRaw({ id: crypto.randomUUID() }))).status,
    ).toBe(404);
  });

  it('serves a valid webauthn.js for Ory clients', async () => {
    const response = await fetch(`${server.url}/.well-known/ory/webauthn.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(() => new Function(script.replace(/window\./g, 'globalThis.'))).not.toThrow();
  });

  it('answers health checks and unknown routes in the Kratos error shape', async () => {
    expect(await readJson(await fetch(`${server.url}/health/alive`))).toEqual({ status: 'ok' });
    expect(await readJson(await fetch(`${server.url}/health/ready`))).toEqual({ status: 'ok' });
    const missing = await fetch(`${server.url}/nowhere`);
    expect(missing.status).toBe(404);
    expectKratosSchema('errorGeneric', await readJson(missing));
    const unknownError = await answer(() =>
      nativeApp(server).getFlowErrorRaw({ id: crypto.randomUUID() }),
    );
    expect(unknownError.status).toBe(404);
  });

  it('lists outbox messages in the Kratos courier shape', async () => {
    const response = await fetch(`${server.adminUrl}/admin/courier/messages?page_size=5`);
    expect(response.status).toBe(200);
    expectKratosList('message', await readJson(response));
  });

  it('never serves the admin API on the public port, even with the admin API enabled', async () => {
    expect(server.context.config.adminEnabled).toBe(true);
    for (const path of [
      '/admin/courier/messages',
      `/admin/courier/messages/${crypto.randomUUID()}`,
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expectKratosSchema('errorGeneric', await readJson(response));
    }
  });

  it('serves the admin API on its own listener, bound to 127.0.0.1 only', async () => {
    const admin = new URL(server.adminUrl!);
    expect(admin.hostname).toBe('127.0.0.1');
    expect(admin.port).not.toBe(new URL(server.url).port);
    expect((await fetch(`${server.adminUrl}/admin/courier/messages`)).status).toBe(200);
    // The admin listener has no public routes either.
    expect((await fetch(`${server.adminUrl}/sessions/whoami`)).status).toBe(404);
  });

  it('keeps the admin API off unless IDENTITY_ADMIN_ENABLED is on, in every environment', async () => {
    const closed = await startIdentityServer({ IDENTITY_ADMIN_ENABLED: 'false' });
    try {
      expect(closed.adminUrl).toBeUndefined();
      expect((await fetch(`${closed.url}/admin/courier/messages`)).status).toBe(404);
    } finally {
      await closed.close();
    }
    expect(loadConfig({ NODE_ENV: 'production' }).adminEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).adminEnabled).toBe(false);
    expect(loadConfig({}).adminEnabled).toBe(false);
    expect(loadConfig({ IDENTITY_ADMIN_ENABLED: 'true' })).toMatchObject({
      adminEnabled: true,
      adminPort: 4434,
    });
    expect(loadConfig({ IDENTITY_ADMIN_PORT: '4611' }).adminPort).toBe(4611);
  });

  it('believes X-Forwarded-For only from the configured web server address', async () => {
    // The session records the address the service keyed its limits on.
    const signedInFrom = async (target: TestIdentityServer) => {
      const flow = await readJson(await fetch(`${target.url}/self-service/login/api`));
      const login = await fetch(`${target.url}/self-service/login?flow=${flow.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({
          method: 'password',
          identifier: DEMO_CUSTOMER.email,
          password: DEMO_CUSTOMER.password,
        }),
      });
      expect(login.status).toBe(200);
      return (await readJson(login)).session.devices[0].ip_address;
    };
    // By default the web server on this host (loopback) names the client.
    expect(loadConfig({}).trustedProxies).toEqual(['loopback']);
    expect(await signedInFrom(server)).toBe('203.0.113.9');
    const elsewhere = await startIdentityServer({ IDENTITY_TRUSTED_PROXIES: '10.0.0.7, fd00::/8' });
    try {
      expect(await signedInFrom(elsewhere)).toBe('127.0.0.1');
    } finally {
      await elsewhere.close();
    }
    expect(() => loadConfig({ IDENTITY_TRUSTED_PROXIES: 'anyone' })).toThrow();
    expect(() => loadConfig({ IDENTITY_TRUSTED_PROXIES: '10.0.0.0/8/1' })).toThrow();
  });

  it('runs its migrations and demo load again without harm', async () => {
    const database = openDatabase(testDatabaseUrl(), 2);
    try {
      await Promise.all([runIdentityMigrations(database), runIdentityMigrations(database)]);
      expect(await loadDemoIdentities(database.db)).toBe(false);
      const { rows } = await database.pool.query(
        `SELECT count(*)::int AS n FROM identity.identities i
         JOIN identity.verifiable_addresses v ON v.identity_id = i.id
         WHERE v.value = 'demo@crossport.local' AND v.verified`,
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await database.pool.end();
    }
  });

  it('removes flows a day past expiry but keeps live ones', async () => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeLoginFlowRaw({}));
    // Other test files share the database, so only this flow is moved into the past.
    const expireAt = async (msAgo: number) =>
      server.context.db
        .update(flows)
        .set({ expiresAt: new Date(Date.now() - msAgo) })
        .where(eq(flows.id, flow.body.id));
    await expireAt(3 * 3600 * 1000);
    await removeStaleRecords(server.context.db);
    expect((await answer(() => app.getLoginFlowRaw({ id: flow.body.id }))).status).toBe(410);
    await expireAt(3 * 24 * 3600 * 1000);
    await removeStaleRecords(server.context.db);
    expect((await answer(() => app.getLoginFlowRaw({ id: flow.body.id }))).status).toBe(404);
  });

  it('builds every URL from the configured public and UI bases', () => {
    const config = loadConfig({});
    expect(config.publicUrl).toBe('http://127.0.0.1:3000/api/.ory');
    expect(config.uiUrl).toBe('http://127.0.0.1:3000');
    expect(config.secureCookies).toBe(false);
    expect(
      loadConfig({ IDENTITY_PUBLIC_URL: 'https://shop.example/api/.ory/' }).secureCookies,
    ).toBe(true);
  });

  it('has a schema check that actually refuses wrong shapes', () => {
    expect(() => expectKratosSchema('session', { id: 42 })).toThrow();
    expect(() => expectKratosSchema('errorGeneric', { error: {} })).toThrow();
  });
});
