import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/database/tables.ts';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import {
  answer,
  browser,
  csrfOf,
  GOOD_PASSWORD,
  latestCode,
  nativeApp,
  signUp,
  unverifiedIdentity,
  readJson,
  startIdentityServer,
  uniqueEmail,
  UI_URL,
  type TestIdentityServer,
} from './identity-server.ts';
import { expectKratosSchema } from './kratos-schemas.ts';

let server: TestIdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => server.close());

/** A browser signed up with a fresh account. */
async function signedUpBrowser(email = uniqueEmail('settings')) {
  const customer = browser(server);
  const flow = await answer(() => customer.api.createBrowserRegistrationFlowRaw({}));
  const done = await signUp(server, customer.api, flow.body, {
    traits: { email, name: 'Old Name' },
  });
  expect(done.status).toBe(200);
  return { ...customer, email, sessionId: done.body.session.id as string };
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const app = nativeApp(server);
  const flow = await answer(() => app.createNativeLoginFlowRaw({}));
  const done = await answer(() =>
    app.updateLoginFlowRaw({
      flow: flow.body.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password },
    }),
  );
  return done.status === 200;
}

describe('settings', () => {
  it('changes the profile and, with a recent sign-in, the password', async () => {
    const { api, email } = await signedUpBrowser();
    const flow = await answer(() => api.createBrowserSettingsFlowRaw({}));
    expect(flow.status).toBe(200);
    expectKratosSchema('settingsFlow', flow.body);
    expect(flow.body.state).toBe('show_form');

    const profile = await answer(() =>
      api.updateSettingsFlowRaw({
        flow: flow.body.id,
        updateSettingsFlowBody: {
          method: 'profile',
          traits: { email, name: 'New Name', country: 'bd', phone: '+880 1711 000000' },
          csrf_token: csrfOf(flow.body),
        },
      }),
    );
    expect(profile.status).toBe(200);
    expectKratosSchema('settingsFlow', profile.body);
    expect(profile.body.state).toBe('success');
    expect(profile.body.ui.messages[0].id).toBe(1050001);
    expect(profile.body.identity.traits).toMatchObject({ name: 'New Name', country: 'BD' });

    const whoami = await answer(() => api.toSessionRaw({}));
    expect(whoami.body.identity.traits.name).toBe('New Name');

    const password = await answer(() =>
      api.updateSettingsFlowRaw({
        flow: flow.body.id,
        updateSettingsFlowBody: {
          method: 'password',
          password: 'violet-harbor-kettle-7',
          csrf_token: csrfOf(flow.body),
        },
      }),
    );
    expect(password.status).toBe(200);
    expect(await passwordWorks(email, 'violet-harbor-kettle-7')).toBe(true);
    expect(await passwordWorks(email, GOOD_PASSWORD)).toBe(false);
  });

  it('asks for a fresh sign-in before a password change on an old session', async () => {
    const { api, sessionId } = await signedUpBrowser();
    await server.context.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.id, sessionId));
    const flow = await answer(() => api.createBrowserSettingsFlowRaw({}));
    const refused = await answer(() =>
      api.updateSettingsFlowRaw({
        flow: flow.body.id,
        updateSettingsFlowBody: {
          method: 'password',
          password: 'violet-harbor-kettle-7',
          csrf_token: csrfOf(flow.body),
        },
      }),
    );
    expect(refused.status).toBe(403);
    expectKratosSchema('needsPrivilegedSessionError', refused.body);
    expect(refused.body.error.id).toBe('session_refresh_required');
    const login = new URL(refused.body.redirect_browser_to);
    expect(login.pathname).toBe('/self-service/login/browser');
    expect(login.searchParams.get('refresh')).toBe('true');
    expect(login.searchParams.get('return_to')).toBe(
      `${server.url}/self-service/settings?flow=${flow.body.id}`,
    );
  });

  it('needs a session, and only its owner may read a settings flow', async () => {
    const { api } = await signedUpBrowser();
    const flow = await answer(() => api.createBrowserSettingsFlowRaw({}));
    const stranger = await signedUpBrowser();
    const peek = await answer(() => stranger.api.getSettingsFlowRaw({ id: flow.body.id }));
    expect(peek.status).toBe(403);
    expectKratosSchema('errorGeneric', peek.body);
    const anonymous = browser(server);
    expect((await answer(() => anonymous.api.createBrowserSettingsFlowRaw({}))).status).toBe(401);
    const navigation = await anonymous.jar.fetch(`${server.url}/self-service/settings/browser`);
    expect(navigation.status).toBe(303);
    expect(navigation.headers.get('location')).toContain('/self-service/login/browser');
  });

  it('offers native settings flows to session tokens', async () => {
    const app = nativeApp(server);
    const email = uniqueEmail('native-settings');
    const reg = await answer(() => app.createNativeRegistrationFlowRaw({}));
    const done = await signUp(server, app, reg.body, { traits: { email } });
    const token = done.body.session_token;
    const flow = await answer(() => app.createNativeSettingsFlowRaw({ xSessionToken: token }));
    expectKratosSchema('settingsFlow', flow.body);
    const fetched = await answer(() =>
      app.getSettingsFlowRaw({ id: flow.body.id, xSessionToken: token }),
    );
    expect(fetched.status).toBe(200);
    const saved = await answer(() =>
      app.updateSettingsFlowRaw({
        flow: flow.body.id,
        xSessionToken: token,
        updateSettingsFlowBody: {
          method: 'profile',
          traits: { email, gender: 'female', date_of_birth: '1990-04-01' },
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.identity.traits).toMatchObject({
      gender: 'female',
      date_of_birth: '1990-04-01',
    });
  });
});

describe('recovery', () => {
  it('recovers a browser account by code and continues into settings', async () => {
    const { email } = await signedUpBrowser();
    const { api, jar } = browser(server);
    const flow = await answer(() => api.createBrowserRecoveryFlowRaw({}));
    expect(flow.status).toBe(200);
    expectKratosSchema('recoveryFlow', flow.body);
    const sent = await answer(() =>
      api.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfOf(flow.body) },
      }),
    );
    expect(sent.status).toBe(200);
    expectKratosSchema('recoveryFlow', sent.body);
    expect(sent.body.state).toBe('sent_email');
    expect(sent.body.ui.messages[0].id).toBe(1060003);

    const wrong = await answer(() =>
      api.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', code: 'nope', csrf_token: csrfOf(flow.body) },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.ui.messages[0].id).toBe(4060006);

    const code = await latestCode(server, email);
    const passed = await answer(() =>
      api.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfOf(flow.body) },
      }),
    );
    expect(passed.status).toBe(422);
    expectKratosSchema('errorGeneric', passed.body);
    expect(passed.body.error.id).toBe('browser_location_change_required');
    const settingsUrl = new URL(passed.body.redirect_browser_to);
    expect(`${settingsUrl.origin}${settingsUrl.pathname}`).toBe(`${UI_URL}/settings`);
    expect(jar.get(SESSION_COOKIE)).toBeDefined();

    const settings = await answer(() =>
      api.getSettingsFlowRaw({ id: settingsUrl.searchParams.get('flow')! }),
    );
    expect(settings.status).toBe(200);
    const changed = await answer(() =>
      api.updateSettingsFlowRaw({
        flow: settings.body.id,
        updateSettingsFlowBody: {
          method: 'password',
          password: 'copper-meadow-lantern-5',
          csrf_token: csrfOf(settings.body),
        },
      }),
    );
    expect(changed.status).toBe(200);
    expect(await passwordWorks(email, 'copper-meadow-lantern-5')).toBe(true);

    const whoami = await answer(() => api.toSessionRaw({}));
    expect(whoami.body.authentication_methods[0].method).toBe('code_recovery');
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeRecoveryFlowRaw());
    const ghost = uniqueEmail('ghost');
    const sent = await answer(() =>
      app.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', email: ghost },
      }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.state).toBe('sent_email');
    const outbox = await readJson(
      await fetch(`${server.adminUrl}/admin/courier/messages?recipient=${ghost}`),
    );
    expect(outbox).toEqual([]);
  });

  it('gives a native app its session token and the settings flow in continue_with', async () => {
    const { email } = await signedUpBrowser();
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeRecoveryFlowRaw());
    await answer(() =>
      app.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', email },
      }),
    );
    const code = await latestCode(server, email);
    const passed = await answer(() =>
      app.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', code },
      }),
    );
    expect(passed.status).toBe(200);
    expectKratosSchema('recoveryFlow', passed.body);
    expect(passed.body.state).toBe('passed_challenge');
    const [token, settings] = passed.body.continue_with;
    expect(token.action).toBe('set_ory_session_token');
    expect(settings.action).toBe('show_settings_ui');
    const fetched = await answer(() =>
      app.getSettingsFlowRaw({ id: settings.flow.id, xSessionToken: token.ory_session_token }),
    );
    expect(fetched.status).toBe(200);
  });
});

describe('verification', () => {
  it('verifies an address through a native verification flow', async () => {
    const email = uniqueEmail('verify');
    const app = nativeApp(server);
    // Sign-up verifies the address with its code; an identity made otherwise has it pending.
    await unverifiedIdentity(server, email);
    const flow = await answer(() => app.createNativeVerificationFlowRaw({}));
    expectKratosSchema('verificationFlow', flow.body);
    const sent = await answer(() =>
      app.updateVerificationFlowRaw({
        flow: flow.body.id,
        updateVerificationFlowBody: { method: 'code', email },
      }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.ui.messages[0].id).toBe(1080003);
    const code = await latestCode(server, email);
    const passed = await answer(() =>
      app.updateVerificationFlowRaw({
        flow: flow.body.id,
        updateVerificationFlowBody: { method: 'code', code },
      }),
    );
    expect(passed.status).toBe(200);
    expect(passed.body.state).toBe('passed_challenge');
    const reused = await answer(() =>
      app.updateVerificationFlowRaw({
        flow: flow.body.id,
        updateVerificationFlowBody: { method: 'code', code },
      }),
    );
    expect(reused.status).toBe(410);
  });
});
