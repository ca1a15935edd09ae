import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET, totpCode } from '../src/demo.ts';
import {
  answer,
  browser,
  csrfOf,
  GOOD_PASSWORD,
  nativeApp,
  registerCustomer,
  useIdentityServer,
} from './identity-server.ts';
import { totpUrlFor } from '../src/strategies/totp/totp.ts';
import { findTotpUrl, linkTotp } from '../src/strategies/totp/totp-repository.ts';
import { expectKratosSchema } from './kratos-schemas.ts';

const server = useIdentityServer();
const STEP_MS = 30_000;

type Node = { group: string; attributes: Record<string, unknown>; messages: { id: number }[] };
const nodeNamed = (flow: { ui: { nodes: Node[] } }, name: string) =>
  flow.ui.nodes.find((n) => n.attributes.name === name || n.attributes.id === name);

/** Links an authenticator app to a fresh customer's account; returns its secret. */
async function withAuthenticator(token: string): Promise<string> {
  const app = nativeApp(server.current);
  const flow = await answer(() => app.createNativeSettingsFlowRaw({ xSessionToken: token }));
  const secretNode = nodeNamed(flow.body, 'totp_secret_key')!;
  const secret = (secretNode.attributes.text as { text: string }).text;
  const linked = await answer(() =>
    app.updateSettingsFlowRaw({
      flow: flow.body.id,
      xSessionToken: token,
      updateSettingsFlowBody: { method: 'totp', totp_code: totpCode(secret) },
    }),
  );
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  return secret;
}

/** Another sign-in with the password alone (a second device): an aal1 session. */
async function passwordSignIn(email: string): Promise<{ token: string; sessionId: string }> {
  const app = nativeApp(server.current);
  const login = await answer(() => app.createNativeLoginFlowRaw({}));
  const done = await answer(() =>
    app.updateLoginFlowRaw({
      flow: login.body.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password: GOOD_PASSWORD },
    }),
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect(done.body.session.authenticator_assurance_level).toBe('aal1');
  return { token: done.body.session_token, sessionId: done.body.session.id };
}

async function secondFactor(token: string, code: string) {
  const app = nativeApp(server.current);
  const flow = await answer(() =>
    app.createNativeLoginFlowRaw({ aal: 'aal2', xSessionToken: token }),
  );
  expect(flow.status, JSON.stringify(flow.body)).toBe(200);
  const done = await answer(() =>
    app.updateLoginFlowRaw({
      flow: flow.body.id,
      xSessionToken: token,
      updateLoginFlowBody: { method: 'totp', totp_code: code },
    }),
  );
  return { flow, done };
}

describe('linking an authenticator app (settings, totp)', () => {
  it('shows a QR code and the secret, refuses a wrong code, links on the right one', async () => {
    const customer = await registerCustomer(server.current);
    const app = nativeApp(server.current);
    const flow = await answer(() =>
      app.createNativeSettingsFlowRaw({ xSessionToken: customer.token }),
    );
    expectKratosSchema('settingsFlow', flow.body);
    const qr = nodeNamed(flow.body, 'totp_qr')!;
    expect(qr).toMatchObject({ type: 'img', group: 'totp' });
    expect(String(qr.attributes.src)).toMatch(/^data:image\/png;base64,/);
    const secret = (nodeNamed(flow.body, 'totp_secret_key')!.attributes.text as { text: string })
      .text;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(nodeNamed(flow.body, 'totp_code')).toMatchObject({ group: 'totp' });

    const wrongCode = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await answer(() =>
      app.updateSettingsFlowRaw({
        flow: flow.body.id,
        xSessionToken: customer.token,
        updateSettingsFlowBody: { method: 'totp', totp_code: wrongCode },
      }),
    );
    expect(refused.status).toBe(400);
    expect(nodeNamed(refused.body, 'totp_code')!.messages.map((m) => m.id)).toEqual([4000008]);

    const linked = await answer(() =>
      app.updateSettingsFlowRaw({
        flow: flow.body.id,
        xSessionToken: customer.token,
        updateSettingsFlowBody: { method: 'totp', totp_code: totpCode(secret) },
      }),
    );
    expect(linked.status).toBe(200);
    expectKratosSchema('settingsFlow', linked.body);
    expect(nodeNamed(linked.body, 'totp_unlink')).toMatchObject({ group: 'totp' });
    expect(nodeNamed(linked.body, 'totp_qr')).toBeUndefined();

    // The code that linked the app is a second factor given in this session, as in Kratos.
    const session = await answer(() => app.toSessionRaw({ xSessionToken: customer.token }));
    expect(session.body.authenticator_assurance_level).toBe('aal2');
    expect(session.body.authentication_methods.map((m: { method: string }) => m.method)).toEqual([
      'password',
      'totp',
    ]);
  });
});

describe('signing in with the second factor (login, aal=aal2)', () => {
  it('raises the same session to aal2 with the code, once per code', async () => {
    const customer = await registerCustomer(server.current);
    const secret = await withAuthenticator(customer.token);
    const app = nativeApp(server.current);
    // Another device signs in with the password alone: whoami wants the second factor first.
    const phone = await passwordSignIn(customer.email);
    const before = await answer(() => app.toSessionRaw({ xSessionToken: phone.token }));
    expect(before.status).toBe(403);
    expect(before.body.error.id).toBe('session_aal2_required');

    // The code that linked the app is spent: use the next step's (one step of drift is fine).
    const next = totpCode(secret, new Date(Date.now() + STEP_MS));
    const wrong = await secondFactor(phone.token, '000000' === next ? '111111' : '000000');
    expect(wrong.flow.body.ui.messages.map((m: { id: number }) => m.id)).toEqual([1010004]);
    expect(wrong.done.status).toBe(400);
    expect(nodeNamed(wrong.done.body, 'totp_code')!.messages.map((m) => m.id)).toEqual([4000008]);

    const { done } = await secondFactor(phone.token, next);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.session.id).toBe(phone.sessionId);
    expect(done.body.session.authenticator_assurance_level).toBe('aal2');
    expect(
      done.body.session.authentication_methods.map((m: { method: string }) => m.method),
    ).toEqual(['password', 'totp']);
    const after = await answer(() => app.toSessionRaw({ xSessionToken: phone.token }));
    expect(after.body.authenticator_assurance_level).toBe('aal2');

    // The same code again, in another session of the same identity: refused (replay).
    const laptop = await passwordSignIn(customer.email);
    const replay = await secondFactor(laptop.token, next);
    expect(replay.done.status).toBe(400);
  });

  it('needs a signed-in session, and says so when no authenticator is linked', async () => {
    const app = nativeApp(server.current);
    const anonymous = await answer(() => app.createNativeLoginFlowRaw({ aal: 'aal2' }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.id).toBe('session_aal1_required');

    const customer = await registerCustomer(server.current);
    const flow = await answer(() =>
      app.createNativeLoginFlowRaw({ aal: 'aal2', xSessionToken: customer.token }),
    );
    expect(flow.status).toBe(200);
    expect(flow.body.ui.messages.map((m: { id: number }) => m.id)).toEqual([4000011]);
    expect(nodeNamed(flow.body, 'totp_code')).toBeUndefined();
  });

  it('works for a browser with its cookie, and the demo staff sign in with the demo secret', async () => {
    const staff = DEMO_STAFF.find((m) => m.role === 'finance')!;
    const { api } = browser(server.current);
    const first = await answer(() => api.createBrowserLoginFlowRaw({}));
    const signedIn = await answer(() =>
      api.updateLoginFlowRaw({
        flow: first.body.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: staff.email,
          password: DEMO_STAFF_PASSWORD,
          csrf_token: csrfOf(first.body),
        },
      }),
    );
    // The password is only the first step: the browser is sent on to the aal2 login.
    expect(signedIn.status).toBe(422);
    expect(signedIn.body.redirect_browser_to).toBe(
      `${server.current.url}/self-service/login/browser?aal=aal2`,
    );
    const flow = await answer(() => api.createBrowserLoginFlowRaw({ aal: 'aal2' }));
    expect(flow.status, JSON.stringify(flow.body)).toBe(200);
    // Other test files may have spent this step's code of the shared demo secret: try the next.
    let done = await answer(() =>
      api.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: {
          method: 'totp',
          totp_code: totpCode(DEMO_STAFF_TOTP_SECRET),
          csrf_token: csrfOf(flow.body),
        },
      }),
    );
    if (done.status === 400) {
      done = await answer(() =>
        api.updateLoginFlowRaw({
          flow: flow.body.id,
          updateLoginFlowBody: {
            method: 'totp',
            totp_code: totpCode(DEMO_STAFF_TOTP_SECRET, new Date(Date.now() + STEP_MS)),
            csrf_token: csrfOf(flow.body),
          },
        }),
      );
    }
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const whoami = await answer(() => api.toSessionRaw({}));
    expect(whoami.body.authenticator_assurance_level).toBe('aal2');
    expect(whoami.body.identity.traits.email).toBe(staff.email);
  });
});

describe('unlinking the authenticator app', () => {
  it('removes it in a fresh session once that session gave the code (aal2)', async () => {
    const customer = await registerCustomer(server.current);
    const secret = await withAuthenticator(customer.token);
    const app = nativeApp(server.current);
    const fresh = await passwordSignIn(customer.email);
    const refused = await answer(() =>
      app.createNativeSettingsFlowRaw({ xSessionToken: fresh.token }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.id).toBe('session_aal2_required');

    // The linking code's step is spent: the next step's code.
    const { done } = await secondFactor(
      fresh.token,
      totpCode(secret, new Date(Date.now() + STEP_MS)),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const flow = await answer(() =>
      app.createNativeSettingsFlowRaw({ xSessionToken: fresh.token }),
    );
    expect(flow.status, JSON.stringify(flow.body)).toBe(200);
    const unlinked = await answer(() =>
      app.updateSettingsFlowRaw({
        flow: flow.body.id,
        xSessionToken: fresh.token,
        updateSettingsFlowBody: { method: 'totp', totp_unlink: true },
      }),
    );
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    expect(nodeNamed(unlinked.body, 'totp_qr')).toBeDefined();

    // Without the app the password alone signs in fully again, and aal2 has nothing to ask.
    const later = await passwordSignIn(customer.email);
    const whoami = await answer(() => app.toSessionRaw({ xSessionToken: later.token }));
    expect(whoami.status).toBe(200);
    expect(whoami.body.authenticator_assurance_level).toBe('aal1');
    const aal2 = await answer(() =>
      app.createNativeLoginFlowRaw({ aal: 'aal2', xSessionToken: later.token }),
    );
    expect(aal2.body.ui.messages.map((m: { id: number }) => m.id)).toEqual([4000011]);
  });
});

describe('in a session signed in too long ago', () => {
  const strict = useIdentityServer({ IDENTITY_PRIVILEGED_SESSION_MAX_AGE_SECONDS: '1' });

  it('unlinks nothing without signing in again, even at aal2', async () => {
    const customer = await registerCustomer(strict.current);
    await linkTotp(
      strict.current.context.db,
      customer.id,
      totpUrlFor('Crossport', customer.email, DEMO_STAFF_TOTP_SECRET),
      -1,
    );
    const app = nativeApp(strict.current);
    const login = await answer(() =>
      app.createNativeLoginFlowRaw({ aal: 'aal2', xSessionToken: customer.token }),
    );
    const raised = await answer(() =>
      app.updateLoginFlowRaw({
        flow: login.body.id,
        xSessionToken: customer.token,
        updateLoginFlowBody: { method: 'totp', totp_code: totpCode(DEMO_STAFF_TOTP_SECRET) },
      }),
    );
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const flow = await answer(() =>
      app.createNativeSettingsFlowRaw({ xSessionToken: customer.token }),
    );
    expect(flow.status, JSON.stringify(flow.body)).toBe(200);
    const unlink = await answer(() =>
      app.updateSettingsFlowRaw({
        flow: flow.body.id,
        xSessionToken: customer.token,
        updateSettingsFlowBody: { method: 'totp', totp_unlink: true },
      }),
    );
    expect(unlink.status).toBe(403);
    expect(unlink.body.error.id).toBe('session_refresh_required');
    expect(await findTotpUrl(strict.current.context.db, customer.id)).not.toBeNull();
  });
});
