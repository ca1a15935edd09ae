import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { courierMessages, guesses, secondFactorLocks } from '../src/database/tables.ts';
import { totpCode } from '../src/demo.ts';
import { spendGuess } from '../src/strategies/guesses/guess-budget.ts';
import { totpUrlFor } from '../src/strategies/totp/totp.ts';
import { findTotpUrl, linkTotp } from '../src/strategies/totp/totp-repository.ts';
import {
  answer,
  browser,
  csrfOf,
  GOOD_PASSWORD,
  nativeApp,
  readJson,
  registerCustomer,
  startIdentityServer,
  type TestIdentityServer,
} from './identity-server.ts';
import { expectKratosList, expectKratosSchema } from './kratos-schemas.ts';

/**
 * The authenticator-code budget with its defaults (5 guesses per flow, 10 wrong codes per
 * identity per 15 minutes), on two identity services sharing one database and one clock the
 * tests can move.
 */
const PER_FLOW = 5;
const PER_IDENTITY = 10;
const WINDOW_MS = 15 * 60_000;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
let first: TestIdentityServer;
let second: TestIdentityServer;
beforeAll(async () => {
  first = await startIdentityServer({}, { now });
  second = await startIdentityServer({}, { now });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});
afterEach(() => {
  clockOffsetMs = 0;
});

/** Alternates between the two services: each guess goes to the other one. */
let turn = 0;
const nextServer = () => (turn++ % 2 === 0 ? first : second);

const rightCode = () => totpCode(SECRET, now());
const wrongCode = () => (rightCode() === '000000' ? '111111' : '000000');

/** A customer signed in with a password (aal1) whose authenticator app is linked. */
async function withAuthenticator() {
  const customer = await registerCustomer(first);
  await linkTotp(
    first.context.db,
    customer.id,
    totpUrlFor('Crossport', customer.email, SECRET),
    -1,
  );
  return customer;
}

async function secondFactorFlow(server: TestIdentityServer, token: string): Promise<string> {
  const flow = await answer(() =>
    nativeApp(server).createNativeLoginFlowRaw({ aal: 'aal2', xSessionToken: token }),
  );
  expect(flow.status, JSON.stringify(flow.body)).toBe(200);
  return flow.body.id;
}

function guess(server: TestIdentityServer, token: string, flow: string, code: string) {
  return answer(() =>
    nativeApp(server).updateLoginFlowRaw({
      flow,
      xSessionToken: token,
      updateLoginFlowBody: { method: 'totp', totp_code: code },
    }),
  );
}

/** Wrong codes on one flow, alternating services; each is judged wrong (400, 4000008). */
async function wrongGuesses(token: string, flow: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const wrong = await guess(nextServer(), token, flow, wrongCode());
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(400);
    const field = wrong.body.ui.nodes.find(
      (node: { attributes: { name?: string } }) => node.attributes.name === 'totp_code',
    );
    expect(field.messages.map((m: { id: number }) => m.id)).toEqual([4000008]);
  }
}

function expectRateLimited(refused: { status: number; body: { error: { id: string } } }) {
  expect(refused.status, JSON.stringify(refused.body)).toBe(429);
  expectKratosSchema('errorGeneric', refused.body);
  expect(refused.body.error.id).toBe('rate_limit_exceeded');
}

/** Two flows of five wrong codes each, spread over both services: the identity's budget. */
async function lockOut(token: string): Promise<void> {
  for (let spent = 0; spent < PER_IDENTITY; spent += PER_FLOW) {
    await wrongGuesses(token, await secondFactorFlow(nextServer(), token), PER_FLOW);
  }
}

/** The session's level as whoami tells it: an aal1 session of these identities is refused. */
async function assurance(token: string): Promise<string> {
  const session = await answer(() => nativeApp(first).toSessionRaw({ xSessionToken: token }));
  return session.status === 200
    ? session.body.authenticator_assurance_level
    : session.body.error.id;
}

/** Another sign-in of the customer with the password alone: a second aal1 session. */
async function passwordSession(email: string): Promise<string> {
  const app = nativeApp(first);
  const login = await answer(() => app.createNativeLoginFlowRaw({}));
  const done = await answer(() =>
    app.updateLoginFlowRaw({
      flow: login.body.id,
      updateLoginFlowBody: { method: 'password', identifier: email, password: GOOD_PASSWORD },
    }),
  );
  expect(done.status).toBe(200);
  return done.body.session_token;
}

async function locksOf(identityId: string) {
  return first.context.db
    .select()
    .from(secondFactorLocks)
    .where(eq(secondFactorLocks.identityId, identityId));
}

describe('the authenticator-code budget', () => {
  it('gives a flow five guesses, counted by both services, and then refuses even the right code', async () => {
    const customer = await withAuthenticator();
    const flow = await secondFactorFlow(first, customer.token);
    await wrongGuesses(customer.token, flow, PER_FLOW);
    expectRateLimited(await guess(nextServer(), customer.token, flow, rightCode()));
    expect(await assurance(customer.token)).toBe('session_aal2_required');

    // A new flow has guesses of its own while the identity is under its budget.
    const next = await secondFactorFlow(second, customer.token);
    const done = await guess(first, customer.token, next, rightCode());
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.session.authenticator_assurance_level).toBe('aal2');
  });

  it('locks TOTP after ten wrong codes: the right code and a new flow are refused, the owner is told', async () => {
    const customer = await withAuthenticator();
    await lockOut(customer.token);

    expectRateLimited(
      await guess(
        first,
        customer.token,
        await secondFactorFlow(first, customer.token),
        rightCode(),
      ),
    );
    const fresh = await secondFactorFlow(second, customer.token);
    expectRateLimited(await guess(second, customer.token, fresh, rightCode()));
    expect(await assurance(customer.token)).toBe('session_aal2_required');

    const locks = await locksOf(customer.id);
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({
      factor: 'totp',
      flowKind: 'login',
      wrongGuesses: PER_IDENTITY,
      reportedAt: null,
    });
    expect(locks[0]!.lockedUntil.getTime() - locks[0]!.lockedAt.getTime()).toBe(WINDOW_MS);
    const mail = await first.context.db
      .select()
      .from(courierMessages)
      .where(
        and(
          eq(courierMessages.recipient, customer.email),
          eq(courierMessages.templateType, 'second_factor_locked'),
        ),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your second factor was locked');
    expect(mail[0]!.body).toContain(`after ${PER_IDENTITY} wrong codes`);
    // The admin courier API keeps Kratos's message shape, which knows no lock template.
    const outbox = await fetch(
      `${first.adminUrl}/admin/courier/messages?recipient=${encodeURIComponent(customer.email)}`,
    );
    const listed = await readJson(outbox);
    expectKratosList('message', listed);
    expect(listed[0]).toMatchObject({
      subject: 'Your second factor was locked',
      template_type: 'stub',
    });
  });

  it('never lets parallel guesses on both services spend more than the flow allows', async () => {
    const customer = await withAuthenticator();
    const flow = await secondFactorFlow(first, customer.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        guess(i % 2 === 0 ? first : second, customer.token, flow, wrongCode()),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(PER_FLOW);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PER_FLOW);
    const spent = await first.context.db
      .select({ id: guesses.id })
      .from(guesses)
      .where(eq(guesses.flowId, flow));
    expect(spent).toHaveLength(PER_FLOW);
  });

  it('spends guesses atomically in PostgreSQL: two processes racing get the budget, no more', async () => {
    const customer = await withAuthenticator();
    const flowId = await secondFactorFlow(first, customer.token);
    const budget = { perFlow: PER_FLOW, perIdentity: { wrong: PER_IDENTITY, windowMs: WINDOW_MS } };
    const at = now();
    const spent = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        spendGuess(
          (i % 2 === 0 ? first : second).context.db,
          { factor: 'totp', flowId, identityId: customer.id },
          budget,
          at,
        ),
      ),
    );
    expect(spent.filter((s) => 'guessId' in s)).toHaveLength(PER_FLOW);
    expect(spent.filter((s) => 'refused' in s)).toHaveLength(40 - PER_FLOW);
  });

  it('keeps the lock for the whole window after the locking code, then lifts it', async () => {
    const customer = await withAuthenticator();
    await wrongGuesses(customer.token, await secondFactorFlow(first, customer.token), PER_FLOW);
    clockOffsetMs = 10 * 60_000;
    await wrongGuesses(customer.token, await secondFactorFlow(second, customer.token), PER_FLOW);

    // The first five wrong codes have left the window; the lock made by the tenth has not.
    clockOffsetMs = 10 * 60_000 + WINDOW_MS - 60_000;
    const early = await secondFactorFlow(first, customer.token);
    expectRateLimited(await guess(first, customer.token, early, rightCode()));

    clockOffsetMs = 10 * 60_000 + WINDOW_MS + 1_000;
    const later = await secondFactorFlow(second, customer.token);
    const done = await guess(second, customer.token, later, rightCode());
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await assurance(customer.token)).toBe('aal2');
  });

  it('does not count a used code of the secret as a wrong guess: the owner twice in one step', async () => {
    const customer = await withAuthenticator();
    const code = rightCode();
    const done = await guess(
      first,
      customer.token,
      await secondFactorFlow(first, customer.token),
      code,
    );
    expect(done.status).toBe(200);

    const app = nativeApp(second);
    const login = await answer(() => app.createNativeLoginFlowRaw({}));
    const again = await answer(() =>
      app.updateLoginFlowRaw({
        flow: login.body.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: customer.email,
          password: GOOD_PASSWORD,
        },
      }),
    );
    const token = again.body.session_token;
    for (let flows = 0; flows < 2; flows++) {
      const flow = await secondFactorFlow(nextServer(), token);
      for (let i = 0; i < PER_FLOW; i++) {
        expect((await guess(nextServer(), token, flow, code)).status).toBe(400);
      }
      expectRateLimited(await guess(nextServer(), token, flow, code));
    }
    expect(await locksOf(customer.id)).toEqual([]);
    const nextStep = totpCode(SECRET, new Date(now().getTime() + 30_000));
    const flow = await secondFactorFlow(first, token);
    expect((await guess(first, token, flow, nextStep)).status).toBe(200);
  });

  it('keeps the authenticator linked while locked: unlinking is refused too', async () => {
    const customer = await withAuthenticator();
    // The owner's session gave the code before someone else, with the password, locked TOTP.
    const owner = await guess(
      first,
      customer.token,
      await secondFactorFlow(first, customer.token),
      rightCode(),
    );
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    const guesser = await passwordSession(customer.email);
    await lockOut(guesser);
    const app = nativeApp(first);
    // The guesser's password-only session cannot even open settings.
    const refused = await answer(() => app.createNativeSettingsFlowRaw({ xSessionToken: guesser }));
    expect(refused.status).toBe(403);
    expect(refused.body.error.id).toBe('session_aal2_required');
    const flow = await answer(() =>
      app.createNativeSettingsFlowRaw({ xSessionToken: customer.token }),
    );
    const unlink = await answer(() =>
      app.updateSettingsFlowRaw({
        flow: flow.body.id,
        xSessionToken: customer.token,
        updateSettingsFlowBody: { method: 'totp', totp_unlink: true },
      }),
    );
    expectRateLimited(unlink);
    expect(await findTotpUrl(first.context.db, customer.id)).not.toBeNull();
  });

  it('shows a browser the refusal as Kratos does: its flow back with message 4000001', async () => {
    const customer = await withAuthenticator();
    const { api } = browser(first);
    const login = await answer(() => api.createBrowserLoginFlowRaw({}));
    const signedIn = await answer(() =>
      api.updateLoginFlowRaw({
        flow: login.body.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: customer.email,
          password: GOOD_PASSWORD,
          csrf_token: csrfOf(login.body),
        },
      }),
    );
    expect(signedIn.status).toBe(422);
    const flow = await answer(() => api.createBrowserLoginFlowRaw({ aal: 'aal2' }));
    const submit = (code: string) =>
      answer(() =>
        api.updateLoginFlowRaw({
          flow: flow.body.id,
          updateLoginFlowBody: { method: 'totp', totp_code: code, csrf_token: csrfOf(flow.body) },
        }),
      );
    for (let i = 0; i < PER_FLOW; i++) expect((await submit(wrongCode())).status).toBe(400);
    const refused = await submit(rightCode());
    expect(refused.status).toBe(400);
    expectKratosSchema('loginFlow', refused.body);
    expect(refused.body.ui.messages).toEqual([
      expect.objectContaining({
        id: 4000001,
        type: 'error',
        context: {
          reason: 'The request was submitted too often. Please wait a few minutes and try again.',
        },
      }),
    ]);
    const whoami = await answer(() => api.toSessionRaw({}));
    expect(whoami.body.error.id).toBe('session_aal2_required');
  });
});

describe('linking an authenticator app spends the same budget', () => {
  /** A settings flow offering a new secret; returns the flow id and the secret. */
  async function linkingFlow(server: TestIdentityServer, token: string) {
    const flow = await answer(() =>
      nativeApp(server).createNativeSettingsFlowRaw({ xSessionToken: token }),
    );
    const node = flow.body.ui.nodes.find(
      (n: { attributes: { id?: string } }) => n.attributes.id === 'totp_secret_key',
    );
    return { id: flow.body.id as string, secret: node.attributes.text.text as string };
  }

  const link = (server: TestIdentityServer, token: string, flow: string, code: string) =>
    answer(() =>
      nativeApp(server).updateSettingsFlowRaw({
        flow,
        xSessionToken: token,
        updateSettingsFlowBody: { method: 'totp', totp_code: code },
      }),
    );

  it('refuses a settings flow past five guesses and locks at ten wrong codes', async () => {
    const customer = await registerCustomer(first);
    const wrongFor = (secret: string) =>
      totpCode(secret, now()) === '000000' ? '111111' : '000000';

    const one = await linkingFlow(first, customer.token);
    for (let i = 0; i < PER_FLOW; i++) {
      expect((await link(nextServer(), customer.token, one.id, wrongFor(one.secret))).status).toBe(
        400,
      );
    }
    expectRateLimited(
      await link(nextServer(), customer.token, one.id, totpCode(one.secret, now())),
    );

    const two = await linkingFlow(second, customer.token);
    for (let i = 0; i < PER_FLOW; i++) {
      expect((await link(nextServer(), customer.token, two.id, wrongFor(two.secret))).status).toBe(
        400,
      );
    }
    const three = await linkingFlow(first, customer.token);
    expectRateLimited(await link(second, customer.token, three.id, totpCode(three.secret, now())));
    expect(await findTotpUrl(first.context.db, customer.id)).toBeNull();
    expect(await locksOf(customer.id)).toEqual([
      expect.objectContaining({ flowKind: 'settings', wrongGuesses: PER_IDENTITY }),
    ]);
  });
});
