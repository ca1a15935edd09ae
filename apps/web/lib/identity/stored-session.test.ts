import type { Session } from '@ory/client-fetch';
import { describe, expect, it } from 'vitest';
import { USER_SESSION_KEY, storeSession } from './stored-session.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const session = { id: 'session-1', active: true } as Session;

describe('the stored user session', () => {
  it('keeps the session under userSession while signed in', () => {
    const storage = memoryStorage();
    storeSession(storage, { status: 'signedIn', session });
    expect(USER_SESSION_KEY).toBe('userSession');
    expect(JSON.parse(storage.items.get('userSession') ?? '{}')).toEqual(session);
  });

  it('clears it when signed out or when retrieval failed', () => {
    for (const state of [{ status: 'signedOut' }, { status: 'error', error: 'x' }] as const) {
      const storage = memoryStorage();
      storeSession(storage, { status: 'signedIn', session });
      storeSession(storage, state);
      expect(storage.items.has('userSession')).toBe(false);
    }
  });

  it('leaves the last copy alone while loading', () => {
    const storage = memoryStorage();
    storeSession(storage, { status: 'signedIn', session });
    storeSession(storage, { status: 'loading' });
    expect(storage.items.has('userSession')).toBe(true);
  });
});
