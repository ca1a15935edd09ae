import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows } from '../src/database/tables.ts';
import { traitsJsonSchema } from '../src/identities/traits-schema.ts';
import {
  answer,
  browser,
  csrfOf,
  GOOD_PASSWORD,
  latestCode,
  nativeApp,
  signUp,
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

interface Text {
  id: number;
  type: string;
  text: string;
  context?: Record<string, unknown>;
}

function nodeMessages(flow: { ui: { nodes: unknown[] } }, name: string): Text[] {
  const node = flow.ui.nodes.find(
    (n) => (n as { attributes: { name?: string } }).attributes.name === name,
  ) as { messages: Text[] } | undefined;
  if (!node) throw new Error(`no node ${name}`);
  return node.messages;
}

async function registerWith(traits: Record<string, unknown>) {
  const app = nativeApp(server);
  const flow = await answer(() => app.createNativeRegistrationFlowRaw({}));
  return answer(() =>
    app.updateRegistrationFlowRaw({
      flow: flow.body.id,
      updateRegistrationFlowBody: { method: 'password', password: GOOD_PASSWORD, traits },
    }),
  );
}

describe('validation messages, as Kratos translates its schema errors', () => {
  it('names the rule each trait broke with Kratos ids, texts and context keys', async () => {
    const genderMax = traitsJsonSchema.properties.traits.properties.gender.maxLength;
    const refused = await registerWith({
      email: 'not-an-email',
      phone: 'call me',
      country: 'bd1',
      avatar: 'not a url',
      gender: 'x'.repeat(genderMax + 1),
    });
    expect(refused.status).toBe(400);
    expectKratosSchema('registrationFlow', refused.body);
    expect(nodeMessages(refused.body, 'traits.email')).toEqual([
      {
        id: 4000040,
        type: 'error',
        text: 'Enter a valid email address',
        context: { value: 'not-an-email' },
      },
    ]);
    expect(nodeMessages(refused.body, 'traits.phone')).toEqual([
      {
        id: 4000041,
        type: 'error',
        text: 'Enter a valid phone number',
        context: { value: 'call me' },
      },
    ]);
    expect(nodeMessages(refused.body, 'traits.country')).toEqual([
      {
        id: 4000004,
        type: 'error',
        text: 'does not match pattern "^[A-Z]{2}$"',
        context: { pattern: '^[A-Z]{2}$' },
      },
    ]);
    expect(nodeMessages(refused.body, 'traits.avatar')).toEqual([
      {
        id: 4000001,
        type: 'error',
        text: '"not a url" is not valid "uri"',
        context: { reason: '"not a url" is not valid "uri"' },
      },
    ]);
    expect(nodeMessages(refused.body, 'traits.gender')).toEqual([
      {
        id: 4000017,
        type: 'error',
        text: `length must be <= ${genderMax}, but got ${genderMax + 1}`,
        context: { max_length: genderMax, actual_length: genderMax + 1 },
      },
    ]);
  });

  it('says "expected string, but got object" for a trait sent as an object, never [object Object]', async () => {
    const refused = await registerWith({
      email: uniqueEmail('types'),
      name: { first: 'Karim' },
      gender: ['f'],
      country: 42,
    });
    expect(refused.status).toBe(400);
    expectKratosSchema('registrationFlow', refused.body);
    expect(JSON.stringify(refused.body)).not.toContain('[object Object]');
    expect(nodeMessages(refused.body, 'traits.name')).toEqual([
      {
        id: 4000026,
        type: 'error',
        text: 'expected string, but got object',
        context: { allowed_types: ['string'], actual_type: 'object' },
      },
    ]);
    expect(nodeMessages(refused.body, 'traits.gender')[0]!.text).toBe(
      'expected string, but got array',
    );
    expect(nodeMessages(refused.body, 'traits.country')[0]!.text).toBe(
      'expected string, but got number',
    );
  });

  it('says which required trait is missing', async () => {
    const refused = await registerWith({ name: 'Karim' });
    expect(refused.status).toBe(400);
    expect(nodeMessages(refused.body, 'traits.email')).toEqual([
      {
        id: 4000002,
        type: 'error',
        text: 'Property email is missing.',
        context: { property: 'email' },
      },
    ]);
  });

  it('answers a settings profile change the same way', async () => {
    const app = nativeApp(server);
    const email = uniqueEmail('settings-types');
    const reg = await answer(() => app.createNativeRegistrationFlowRaw({}));
    const done = await signUp(server, app, reg.body, { traits: { email } });
    const token = done.body.session_token as string;
    const flow = await answer(() => app.createNativeSettingsFlowRaw({ xSessionToken: token }));
    const refused = await answer(() =>
      app.updateSettingsFlowRaw({
        flow: flow.body.id,
        xSessionToken: token,
        updateSettingsFlowBody: { method: 'profile', traits: { email, name: { a: 1 } } },
      }),
    );
    expect(refused.status).toBe(400);
    expectKratosSchema('settingsFlow', refused.body);
    expect(JSON.stringify(refused.body)).not.toContain('[object Object]');
    expect(nodeMessages(refused.body, 'traits.name').map((m) => [m.id, m.text])).toEqual([
      [4000026, 'expected string, but got object'],
    ]);
  });

  it('asks for the missing address of a code recovery or verification (4000002)', async () => {
    const app = nativeApp(server);
    const recovery = await answer(() => app.createNativeRecoveryFlowRaw());
    const noAddress = await answer(() =>
      app.updateRecoveryFlowRaw({
        flow: recovery.body.id,
        updateRecoveryFlowBody: { method: 'code' },
      }),
    );
    expect(noAddress.status).toBe(400);
    expectKratosSchema('recoveryFlow', noAddress.body);
    const missing = {
      id: 4000002,
      type: 'error',
      text: 'Property email is missing.',
      context: { property: 'email' },
    };
    expect(nodeMessages(noAddress.body, 'email')).toEqual([missing]);
    const verification = await answer(() => app.createNativeVerificationFlowRaw({}));
    const noEmail = await answer(() =>
      app.updateVerificationFlowRaw({
        flow: verification.body.id,
        updateVerificationFlowBody: { method: 'code' },
      }),
    );
    expect(noEmail.status).toBe(400);
    expectKratosSchema('verificationFlow', noEmail.body);
    expect(nodeMessages(noEmail.body, 'email')).toEqual([missing]);
  });

  it('answers a malformed recovery address with 4000040', async () => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeRecoveryFlowRaw());
    const refused = await answer(() =>
      app.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', email: 'nobody-at-example' },
      }),
    );
    expect(refused.status).toBe(400);
    expectKratosSchema('recoveryFlow', refused.body);
    expect(nodeMessages(refused.body, 'email')).toEqual([
      {
        id: 4000040,
        type: 'error',
        text: 'Enter a valid email address',
        context: { value: 'nobody-at-example' },
      },
    ]);
  });
});

describe('message contexts, as Kratos text/ builds them', () => {
  it('labels schema fields with their title and path (1070002)', async () => {
    const app = nativeApp(server);
    const registration = await answer(() => app.createNativeRegistrationFlowRaw({}));
    const login = await answer(() => app.createNativeLoginFlowRaw({}));
    const labelOf = (flow: { ui: { nodes: unknown[] } }, name: string) =>
      (
        flow.ui.nodes.find(
          (n) => (n as { attributes: { name?: string } }).attributes.name === name,
        ) as { meta: { label: Text } }
      ).meta.label;
    expect(labelOf(registration.body, 'traits.name')).toEqual({
      id: 1070002,
      type: 'info',
      text: 'Name',
      context: { title: 'Name', name: 'traits.name' },
    });
    expect(labelOf(login.body, 'identifier').context).toEqual({
      title: 'Email',
      name: 'traits.email',
    });
  });

  it('dates an expired flow with expired_at, its unix seconds and the minutes since', async () => {
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeLoginFlowRaw({}));
    const expiredAt = new Date(Math.floor((Date.now() - 10 * 60_000) / 1000) * 1000);
    await server.context.db
      .update(flows)
      .set({ expiresAt: expiredAt })
      .where(eq(flows.id, flow.body.id));
    const gone = await answer(() =>
      app.updateLoginFlowRaw({
        flow: flow.body.id,
        updateLoginFlowBody: { method: 'password', identifier: 'a@example.com', password: 'x' },
      }),
    );
    expect(gone.status).toBe(410);
    const fresh = await answer(() => app.getLoginFlowRaw({ id: gone.body.use_flow_id }));
    expectKratosSchema('loginFlow', fresh.body);
    const [expired] = fresh.body.ui.messages as Text[];
    expect(expired!.id).toBe(4010001);
    expect(expired!.type).toBe('error');
    expect(expired!.text).toMatch(
      /^The login flow expired 10\.\d\d minutes ago, please try again\.$/,
    );
    expect(Object.keys(expired!.context!)).toEqual([
      'expired_at',
      'expired_at_unix',
      'expired_at_unix_since_minutes',
    ]);
    expect(expired!.context).toEqual({
      expired_at: expiredAt.toISOString(),
      expired_at_unix: expiredAt.getTime() / 1000,
      expired_at_unix_since_minutes: 11,
    });
  });
});

describe('after recovery, 1060001 is on the settings flow the customer lands on', () => {
  async function signedUp(): Promise<string> {
    const email = uniqueEmail('recovered');
    const app = nativeApp(server);
    const reg = await answer(() => app.createNativeRegistrationFlowRaw({}));
    await signUp(server, app, reg.body, { traits: { email } });
    return email;
  }

  function expectRecoverySuccess(settings: { ui: { messages?: Text[] } }) {
    const [success] = settings.ui.messages ?? [];
    expect(success!.id).toBe(1060001);
    expect(success!.type).toBe('success');
    expect(success!.text).toMatch(
      /^You successfully recovered your account\. Please change your password or set up an alternative login method \(e\.g\. social sign in\) within the next 1[45]\.\d\d minutes\.$/,
    );
    const context = success!.context!;
    expect(Object.keys(context)).toEqual([
      'privilegedSessionExpiresAt',
      'privileged_session_expires_at',
      'privileged_session_expires_at_unix',
      'privileged_session_expires_at_unix_until_minutes',
    ]);
    const until = new Date(context.privileged_session_expires_at as string).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(context.privilegedSessionExpiresAt).toBe(context.privileged_session_expires_at);
    expect(context.privileged_session_expires_at_unix).toBe(Math.floor(until / 1000));
    expect(context.privileged_session_expires_at_unix_until_minutes).toBe(15);
  }

  it('browser: the recovery flow keeps no message, the settings flow says it', async () => {
    const email = await signedUp();
    const { api } = browser(server);
    const flow = await answer(() => api.createBrowserRecoveryFlowRaw({}));
    await answer(() =>
      api.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfOf(flow.body) },
      }),
    );
    const code = await latestCode(server, email);
    const passed = await answer(() =>
      api.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfOf(flow.body) },
      }),
    );
    expect(passed.status).toBe(422);
    const settingsUrl = new URL(passed.body.redirect_browser_to);
    const recovery = await answer(() => api.getRecoveryFlowRaw({ id: flow.body.id }));
    expectKratosSchema('recoveryFlow', recovery.body);
    expect(recovery.body.state).toBe('passed_challenge');
    expect(recovery.body.ui.messages ?? []).toEqual([]);
    const settings = await answer(() =>
      api.getSettingsFlowRaw({ id: settingsUrl.searchParams.get('flow')! }),
    );
    expectKratosSchema('settingsFlow', settings.body);
    expectRecoverySuccess(settings.body);
  });

  it('browser form post: lands on the settings page whose flow says it', async () => {
    const email = await signedUp();
    const { api, jar } = browser(server);
    const flow = await answer(() => api.createBrowserRecoveryFlowRaw({}));
    await answer(() =>
      api.updateRecoveryFlowRaw({
        flow: flow.body.id,
        updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfOf(flow.body) },
      }),
    );
    const code = await latestCode(server, email);
    const posted = await jar.fetch(`${server.url}/self-service/recovery?flow=${flow.body.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'code', code, csrf_token: csrfOf(flow.body) }),
    });
    expect(posted.status).toBe(303);
    const landing = new URL(posted.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${UI_URL}/settings`);
    const settings = await answer(() =>
      api.getSettingsFlowRaw({ id: landing.searchParams.get('flow')! }),
    );
    expectRecoverySuccess(settings.body);
  });

  it('native app: continue_with names the settings flow, which says it', async () => {
    const email = await signedUp();
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
    expect(passed.body.ui.messages ?? []).toEqual([]);
    const [token, show] = passed.body.continue_with;
    expect(token.action).toBe('set_ory_session_token');
    expect(show).toEqual({
      action: 'show_settings_ui',
      flow: { id: show.flow.id, url: `${UI_URL}/settings?flow=${show.flow.id}` },
    });
    const settings = await answer(() =>
      app.getSettingsFlowRaw({ id: show.flow.id, xSessionToken: token.ory_session_token }),
    );
    expectKratosSchema('settingsFlow', settings.body);
    expectRecoverySuccess(settings.body);
  });
});
