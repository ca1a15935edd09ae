import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows, sessions } from '../src/database/tables.ts';
import { CONTINUITY_COOKIE } from '../src/flows/settings-continuity.ts';
import {
  answer,
  browser,
  csrfOf,
  GOOD_PASSWORD,
  nativeApp,
  readJson,
  signUp,
  startIdentityServer,
  type TestIdentityServer,
  UI_URL,
  uniqueEmail,
} from './identity-server.ts';
import { expectKratosSchema } from './kratos-schemas.ts';

let server: TestIdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => server.close());

const NEW_PASSWORD = 'violet-harbor-kettle-7';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A browser signed up an hour ago: its sign-in is too old for credential changes. */
async function staleBrowser() {
  const customer = browser(server);
  const email = uniqueEmail('paused');
  const flow = await answer(() => customer.api.createBrowserRegistrationFlowRaw({}));
  const done = await signUp(server, customer.api, flow.body, { traits: { email } });
  expect(done.status).toBe(200);
  await server.context.db
    .update(sessions)
    .set({ authenticatedAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(sessions.id, done.body.session.id));
  const settings = await answer(() => customer.api.createBrowserSettingsFlowRaw({}));
  expect(settings.status).toBe(200);
  return { ...customer, email, settings: settings.body };
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

/** The refresh sign-in a browser is sent to, by form post; answers where it lands next. */
async function refreshSignIn(
  jar: ReturnType<typeof browser>['jar'],
  loginUrl: string,
  email: string,
): Promise<string> {
  const start = await jar.fetch(loginUrl, { headers: { accept: 'application/json' } });
  const login = await readJson(start);
  expect(login.refresh).toBe(true);
  const signedIn = await jar.fetch(login.ui.action, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({
      method: 'password',
      identifier: email,
      password: GOOD_PASSWORD,
      csrf_token: csrfOf(login),
    }),
  });
  expect(signedIn.status).toBe(303);
  return signedIn.headers.get('location')!;
}

describe('a settings change that needs a fresh sign-in is paused, not lost', () => {
  it('browser form post: refresh sign-in, then the return applies the new password', async () => {
    const { jar, email, settings } = await staleBrowser();
    const resumeUrl = `${server.url}/self-service/settings?flow=${settings.id}`;

    const posted = await jar.fetch(settings.ui.action, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        method: 'password',
        password: NEW_PASSWORD,
        csrf_token: csrfOf(settings),
      }),
    });
    expect(posted.status).toBe(303);
    const login = new URL(posted.headers.get('location')!);
    expect(`${login.origin}${login.pathname}`).toBe(`${server.url}/self-service/login/browser`);
    expect(login.searchParams.get('refresh')).toBe('true');
    expect(login.searchParams.get('return_to')).toBe(resumeUrl);
    expect(jar.get(CONTINUITY_COOKIE)).toBeTruthy();
    expect(await passwordWorks(email, NEW_PASSWORD)).toBe(false);

    // Whatever the database holds, the new password is not in it in the clear.
    const [row] = await server.context.db.select().from(flows).where(eq(flows.id, settings.id));
    expect(JSON.stringify(row!.data)).not.toContain(NEW_PASSWORD);

    expect(await refreshSignIn(jar, login.toString(), email)).toBe(resumeUrl);
    const resumed = await jar.fetch(resumeUrl);
    expect(resumed.status).toBe(303);
    expect(resumed.headers.get('location')).toBe(`${UI_URL}/settings?flow=${settings.id}`);
    expect(jar.get(CONTINUITY_COOKIE)).toBeUndefined();
    expect(await passwordWorks(email, NEW_PASSWORD)).toBe(true);

    const flow = await readJson(
      await jar.fetch(`${server.url}/self-service/settings/flows?id=${settings.id}`, {
        headers: { accept: 'application/json' },
      }),
    );
    expectKratosSchema('settingsFlow', flow);
    expect(flow.state).toBe('success');
    expect(flow.ui.messages.map((m: { id: number }) => m.id)).toEqual([1050001]);

    // The change is applied once: coming back again changes nothing.
    const again = await jar.fetch(resumeUrl);
    expect(again.status).toBe(303);
    const after = await readJson(
      await jar.fetch(`${server.url}/self-service/settings/flows?id=${settings.id}`, {
        headers: { accept: 'application/json' },
      }),
    );
    expect(after.ui.messages.map((m: { id: number }) => m.id)).toEqual([4010004]);
  });

  it('browser speaking JSON: 403 with the login to go to, and the sign-in email change applies on return', async () => {
    const { api, jar, email, settings } = await staleBrowser();
    const newEmail = uniqueEmail('moved');
    const refused = await answer(() =>
      api.updateSettingsFlowRaw({
        flow: settings.id,
        updateSettingsFlowBody: {
          method: 'profile',
          traits: { email: newEmail },
          csrf_token: csrfOf(settings),
        },
      }),
    );
    expect(refused.status).toBe(403);
    expectKratosSchema('needsPrivilegedSessionError', refused.body);
    expect(refused.body.error.id).toBe('session_refresh_required');
    expect(jar.get(CONTINUITY_COOKIE)).toBeTruthy();

    const back = await refreshSignIn(jar, refused.body.redirect_browser_to, email);
    expect(back).toBe(`${server.url}/self-service/settings?flow=${settings.id}`);
    const resumed = await jar.fetch(back);
    expect(resumed.status).toBe(303);
    const whoami = await answer(() => api.toSessionRaw({}));
    expect(whoami.body.identity.traits.email).toBe(newEmail);
  });

  it('a forged continuity cookie resumes nothing', async () => {
    const { jar, email, settings } = await staleBrowser();
    const posted = await jar.fetch(settings.ui.action, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        method: 'password',
        password: NEW_PASSWORD,
        csrf_token: csrfOf(settings),
      }),
    });
    expect(posted.status).toBe(303);
    const stolen = jar.get(CONTINUITY_COOKIE)!;
    jar.set(CONTINUITY_COOKIE, `${stolen.slice(0, -2)}xx`);
    await refreshSignIn(jar, posted.headers.get('location')!, email);
    const resumed = await jar.fetch(`${server.url}/self-service/settings?flow=${settings.id}`);
    expect(resumed.status).toBe(303);
    expect(await passwordWorks(email, NEW_PASSWORD)).toBe(false);
  });

  it('native app: 403 session_refresh_required, nothing kept, no cookie', async () => {
    const app = nativeApp(server);
    const email = uniqueEmail('native-paused');
    const reg = await answer(() => app.createNativeRegistrationFlowRaw({}));
    const done = await signUp(server, app, reg.body, { traits: { email } });
    await server.context.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.id, done.body.session.id));
    const token = done.body.session_token as string;
    const flow = await answer(() => app.createNativeSettingsFlowRaw({ xSessionToken: token }));
    const refused = await answer(() =>
      app.updateSettingsFlowRaw({
        flow: flow.body.id,
        xSessionToken: token,
        updateSettingsFlowBody: { method: 'password', password: NEW_PASSWORD },
      }),
    );
    expect(refused.status).toBe(403);
    expectKratosSchema('needsPrivilegedSessionError', refused.body);
    expect(refused.body.error.id).toBe('session_refresh_required');
    expect(new URL(refused.body.redirect_browser_to).searchParams.get('return_to')).toBe(
      `${server.url}/self-service/settings?flow=${flow.body.id}`,
    );
    expect(refused.headers.getSetCookie()).toEqual([]);
    const [row] = await server.context.db.select().from(flows).where(eq(flows.id, flow.body.id));
    expect(row!.data.pausedChange).toBeUndefined();
  });
});
