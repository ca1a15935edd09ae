import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guesses, oneTimeCodes } from '../src/database/tables.ts';
import { MAX_ATTEMPTS } from '../src/strategies/code/one-time-codes.ts';
import {
  latestCode,
  readJson,
  registerCustomer,
  startIdentityServer,
  uniqueEmail,
  type TestIdentityServer,
} from './identity-server.ts';

let server: TestIdentityServer;
beforeAll(async () => {
  server = await startIdentityServer({ IDENTITY_CODE_LIMIT_PER_IDENTITY: '5' });
});
afterAll(async () => server.close());

async function startFlow(kind: 'login'): Promise<string> {
  return (await readJson(await fetch(`${server.url}/self-service/${kind}/api`))).id;
}

async function submit(kind: 'login', flowId: string, body: unknown) {
  const response = await fetch(`${server.url}/self-service/${kind}?flow=${flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await readJson(response) };
}

/** A new account (its sign-up mailed one code to the address). */
async function newAccount(): Promise<string> {
  return (await registerCustomer(server, uniqueEmail('codes'))).email;
}

/** A login flow that has mailed a code to the address; returns the flow and the code. */
async function codeSent(email: string): Promise<{ flowId: string; code: string }> {
  const flowId = await startFlow('login');
  const sent = await submit('login', flowId, { method: 'code', identifier: email });
  expect(sent.body.state).toBe('sent_email');
  return { flowId, code: await latestCode(server, email) };
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const guess = (flowId: string, email: string, code: string) =>
  submit('login', flowId, { method: 'code', identifier: email, code });

async function codesIssuedTo(email: string): Promise<number> {
  const rows = await server.context.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.address, email));
  return rows.length;
}

describe('one-time codes', () => {
  it('never allows more wrong guesses than the budget, even in parallel', async () => {
    const email = await newAccount();
    const { flowId, code } = await codeSent(email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => guess(flowId, email, wrongFor(code))),
    );
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    const spent = await server.context.db
      .select({ id: guesses.id })
      .from(guesses)
      .where(eq(guesses.flowId, flowId));
    expect(spent).toHaveLength(MAX_ATTEMPTS);
    expect((await guess(flowId, email, code)).status).toBe(400);
  });

  it('keeps the wrong guesses of a flow when a code is sent again', async () => {
    const email = await newAccount();
    const first = await codeSent(email);
    for (let i = 0; i < MAX_ATTEMPTS - 1; i++) {
      expect((await guess(first.flowId, email, wrongFor(first.code))).status).toBe(400);
    }
    const resent = await submit('login', first.flowId, {
      method: 'code',
      identifier: email,
      resend: 'code',
    });
    expect(resent.body.state).toBe('sent_email');
    const code = await latestCode(server, email);
    expect((await guess(first.flowId, email, wrongFor(code))).status).toBe(400);
    expect((await guess(first.flowId, email, code)).status).toBe(400);
  });

  it('accepts the last guess of the budget after a resend', async () => {
    const email = await newAccount();
    const first = await codeSent(email);
    for (let i = 0; i < MAX_ATTEMPTS - 1; i++) {
      await guess(first.flowId, email, wrongFor(first.code));
    }
    await submit('login', first.flowId, { method: 'code', identifier: email, resend: 'code' });
    const done = await guess(first.flowId, email, await latestCode(server, email));
    expect(done.status).toBe(200);
  });

  it('sends one identity at most five codes per window, answering as if it had sent more', async () => {
    const email = await newAccount();
    // The sign-up code went to the address before the identity existed: not the identity's.
    expect(await codesIssuedTo(email)).toBe(1);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const sent = await submit('login', await startFlow('login'), {
        method: 'code',
        identifier: email,
      });
      answers.push([sent.status, sent.body.state, sent.body.ui.messages[0].id]);
    }
    expect(await codesIssuedTo(email)).toBe(1 + 5);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([400, 'sent_email', 1010014]);
  });
});
