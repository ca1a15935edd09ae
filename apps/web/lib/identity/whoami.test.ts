import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api-error.ts';
import { fetchSession } from './whoami.ts';

const signal = () => new AbortController().signal;

describe('the session check every page makes', () => {
  it('asks whoami through the web origin with cookies, and answers the session', async () => {
    const request = vi.fn<typeof fetch>(async () =>
      Response.json({ id: 'session-1', active: true, identity: { id: 'identity-1' } }),
    );
    const session = await fetchSession(signal(), request);
    expect(session?.id).toBe('session-1');
    const [url, init] = request.mock.calls[0]!;
    expect(url).toBe('/api/.ory/sessions/whoami');
    expect(init?.credentials).toBe('include');
  });

  it('answers null for a visitor without a session (401)', async () => {
    const request = vi.fn<typeof fetch>(async () =>
      Response.json({ error: { code: 401, message: 'No valid session' } }, { status: 401 }),
    );
    expect(await fetchSession(signal(), request)).toBeNull();
  });

  it('turns other answers and a dead network into the app’s errors', async () => {
    const failing = vi.fn<typeof fetch>(async () =>
      Response.json(
        { error: { id: 'session_aal2_required', code: 403, message: 'AAL2 needed' } },
        { status: 403 },
      ),
    );
    const error = await fetchSession(signal(), failing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchSession(signal(), offline)).rejects.toBeInstanceOf(NetworkError);
  });
});
