import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import {
  answer,
  browser,
  csrfOf,
  GOOD_PASSWORD,
  latestCode,
  nativeApp,
  registerCustomer,
  startIdentityServer,
  uniqueEmail,
  type TestIdentityServer,
} from './identity-server.ts';
import { testDatabaseUrl } from '../../api/test/database-url.ts';

let server: TestIdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => server.close());

/** A native app registers `email` with a password and keeps the session token. */
const registerNatively = (target: TestIdentityServer, email: string) =>
  registerCustomer(target, email);

async function signInNatively(target: TestIdentityServer, email: string): Promise<string> {
  const app = nativeApp(target);
  const flow = await answer(() => app.createNativeLoginFlowRaw({}));
  const done = await answer(() =>
    app.updateLoginFlowRaw({
      flow: flow.body.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password: GOOD_PASSWORD },
    }),
  );
  expect(done.status).toBe(200);
  return done.body.session_token;
}

async function whoamiStatus(target: TestIdentityServer, token: string): Promise<number> {
  return (await answer(() => nativeApp(target).toSessionRaw({ xSessionToken: token }))).status;
}

/** A browser signs in with the password and changes it in a settings flow. */
async function changePasswordInBrowser(target: TestIdentityServer, email: string) {
  const customer = browser(target);
  const login = await answer(() => customer.api.createBrowserLoginFlowRaw({}));
  const signedIn = await answer(() =>
    customer.api.updateLoginFlowRaw({
      flow: login.body.id,
      updateLoginFlowBody: {
        method: 'password',
        identifier: email,
        password: GOOD_PASSWORD,
        csrf_token: csrfOf(login.body),
      },
    }),
  );
  expect(signedIn.status).toBe(200);
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
  return customer;
}

describe('revoke_active_sessions', () => {
  it('ends the session of someone who registered the address before its owner recovered it', async () => {
    const email = uniqueEmail('squatted');
    // The attacker registers the victim's address (never verified) and keeps the session.
    const attacker = await registerNatively(server, email);
    expect(await whoamiStatus(server, attacker.token)).toBe(200);

    // The owner recovers the account with the code mailed to their inbox.
    const owner = browser(server);
    const flow = await answer(() => owner.api.createBrowserRecoveryFlowRaw({}));
    await answer(() =>
      owner.api.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfOf(flow.body) },
      }),
    );
    const code = await latestCode(server, email);
    const recovered = await answer(() =>
      owner.api.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfOf(flow.body) },
      }),
    );
    expect(recovered.status).toBe(422);

    expect(await whoamiStatus(server, attacker.token)).toBe(401);
    const ownerSession = await answer(() => owner.api.toSessionRaw({}));
    expect(ownerSession.status).toBe(200);
    expect(ownerSession.body.authentication_methods[0].method).toBe('code_recovery');
    expect(owner.jar.get(SESSION_COOKIE)).toBeDefined();
  });

  it('ends every other session on a password change and keeps the one that changed it', async () => {
    const email = uniqueEmail('password-change');
    const first = await registerNatively(server, email);
    const second = await signInNatively(server, email);

    const changer = await changePasswordInBrowser(server, email);

    expect(await whoamiStatus(server, first.token)).toBe(401);
    expect(await whoamiStatus(server, second)).toBe(401);
    expect((await answer(() => changer.api.toSessionRaw({}))).status).toBe(200);
  });

  it('leaves other sessions alone when the operator turns the hook off', async () => {
    const lenient = await startIdentityServer({
      IDENTITY_REVOKE_SESSIONS_AFTER_PASSWORD_CHANGE: 'false',
    });
    try {
      const email = uniqueEmail('hook-off');
      const other = await registerNatively(lenient, email);
      await changePasswordInBrowser(lenient, email);
      expect(await whoamiStatus(lenient, other.token)).toBe(200);
    } finally {
      await lenient.close();
    }
  });
});

describe('revocation notices', () => {
  let listener: pg.Client;
  const notices: string[] = [];
  beforeAll(async () => {
    listener = new pg.Client({ connectionString: testDatabaseUrl() });
    await listener.connect();
    listener.on('notification', (message) => notices.push(message.payload ?? ''));
    await listener.query('LISTEN identity_sessions_revoked');
  });
  afterAll(async () => listener.end());

  async function noticed(payload: string): Promise<boolean> {
    for (let waited = 0; waited < 2_000; waited += 20) {
      if (notices.includes(payload)) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  it('announces a revoked session, a bulk revocation and a logout on the shared database', async () => {
    const email = uniqueEmail('notices');
    const first = await registerNatively(server, email);
    const second = await signInNatively(server, email);
    const third = await signInNatively(server, email);
    const app = nativeApp(server);
    const whoami = async (token: string) =>
      (await answer(() => app.toSessionRaw({ xSessionToken: token }))).body;
    const secondId = (await whoami(second)).id;
    const thirdId = (await whoami(third)).id;
    const identityId = (await whoami(first.token)).identity.id;

    await app.disableMySessionRaw({ id: secondId, xSessionToken: third });
    expect(await noticed(`session:${secondId}`)).toBe(true);

    await app.disableMyOtherSessionsRaw({ xSessionToken: third });
    expect(await noticed(`identity:${identityId}`)).toBe(true);

    await app.performNativeLogoutRaw({ performNativeLogoutBody: { session_token: third } });
    expect(await noticed(`session:${thirdId}`)).toBe(true);
  });
});
