import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowProblem, secondFactorNext, signInWithPassword } from './identity';

const flow = {
  id: 'flow-1',
  ui: { nodes: [{ attributes: { name: 'csrf_token', value: 'csrf-1' } }] },
};

/** The identity service answering the flow's creation, then the password submission. */
function identityAnswers(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
    String(input).includes('/self-service/login/browser')
      ? Response.json(flow)
      : Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const onToTheCode = {
  error: { id: 'browser_location_change_required', code: 422, message: 'change location' },
  redirect_browser_to: 'http://127.0.0.1:3100/api/.ory/self-service/login/browser?aal=aal2',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the password step of the back-office sign-in', () => {
  it('moves on to the code step when the identity service sends the browser to the aal2 login', async () => {
    const fetch = identityAnswers(422, onToTheCode);
    expect(await signInWithPassword('finance@staff.crossport.local', 'secret')).toEqual({
      ok: true,
    });
    const [, init] = fetch.mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      method: 'password',
      identifier: 'finance@staff.crossport.local',
      csrf_token: 'csrf-1',
    });
  });

  it('still moves on when the account signs in fully with the password (200)', async () => {
    identityAnswers(200, { session: { id: 'session-1' } });
    expect(await signInWithPassword('a@staff.crossport.local', 'secret')).toEqual({ ok: true });
  });

  it('shows the flow’s messages for a wrong password, and a problem for other redirects', async () => {
    const wrong = { id: 'flow-1', ui: { nodes: [], messages: [{ id: 4000006, text: 'Wrong' }] } };
    identityAnswers(400, wrong);
    expect(await signInWithPassword('a@staff.crossport.local', 'nope')).toEqual({
      ok: false,
      flow: wrong,
    });
    identityAnswers(422, { ...onToTheCode, redirect_browser_to: 'https://elsewhere.example/' });
    await expect(signInWithPassword('a@staff.crossport.local', 'secret')).rejects.toBeInstanceOf(
      FlowProblem,
    );
  });
});

describe('secondFactorNext', () => {
  it('is the 422 that names the aal2 login, nothing else', () => {
    expect(secondFactorNext(422, onToTheCode)).toBe(true);
    expect(secondFactorNext(400, onToTheCode)).toBe(false);
    expect(secondFactorNext(422, { ...onToTheCode, redirect_browser_to: '/login' })).toBe(false);
    expect(secondFactorNext(422, { error: { id: 'security_csrf_violation' } })).toBe(false);
    expect(secondFactorNext(422, null)).toBe(false);
  });
});
