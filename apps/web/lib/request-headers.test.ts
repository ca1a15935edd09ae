import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_GUEST,
  GUEST_ID_KEY,
  GUEST_SESSION_KEY,
  buildRequestHeaders,
  detectOs,
  encodeRequestContext,
  ensureGuestIdentity,
  GUEST_VALUE,
  readCookie,
  type KeyValueStorage,
} from './request-headers.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  values: Record<string, string>;
} {
  const values = { ...initial };
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

function decodeContext(value: string): unknown {
  const binary = atob(value);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('guest identity', () => {
  it('answers 1 and 1 when there is no storage, as on the server', () => {
    expect(ensureGuestIdentity(undefined)).toEqual({ guestId: '1', guestSession: '1' });
  });

  it('creates and saves both ids when storage is empty', () => {
    const storage = memoryStorage();
    const ids = ['id-aaaaaaaaaaaaaaaa', 'session-bbbbbbbbbbbb'];
    const guest = ensureGuestIdentity(storage, () => ids.shift() ?? 'unexpected');
    expect(guest).toEqual({ guestId: 'id-aaaaaaaaaaaaaaaa', guestSession: 'session-bbbbbbbbbbbb' });
    expect(storage.values).toEqual({
      [GUEST_ID_KEY]: 'id-aaaaaaaaaaaaaaaa',
      [GUEST_SESSION_KEY]: 'session-bbbbbbbbbbbb',
    });
  });

  it('keeps ids that already exist and only fills the missing one', () => {
    const storage = memoryStorage({ [GUEST_ID_KEY]: 'kept-kept-kept-kept' });
    const guest = ensureGuestIdentity(storage, () => 'fresh-fresh-fresh-fresh');
    expect(guest).toEqual({
      guestId: 'kept-kept-kept-kept',
      guestSession: 'fresh-fresh-fresh-fresh',
    });
    expect(ensureGuestIdentity(storage, () => 'never')).toEqual(guest);
  });

  it('replaces stored ids the API would refuse (short, or not URL-safe)', () => {
    const storage = memoryStorage({
      [GUEST_ID_KEY]: '1',
      [GUEST_SESSION_KEY]: '<script>x</script>',
    });
    const fresh = ['a'.repeat(20), 'b'.repeat(20)];
    const guest = ensureGuestIdentity(storage, () => fresh.shift() ?? 'unexpected');
    expect(guest).toEqual({ guestId: 'a'.repeat(20), guestSession: 'b'.repeat(20) });
    expect(storage.values[GUEST_ID_KEY]).toBe('a'.repeat(20));
  });

  it('creates random UUIDs by default', () => {
    const guest = ensureGuestIdentity(memoryStorage());
    expect(guest.guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(guest.guestId).toMatch(GUEST_VALUE);
    expect(guest.guestId).not.toBe(guest.guestSession);
  });
});

describe('request headers', () => {
  it('sends JSON negotiation, guest ids and the encoded request context', () => {
    const headers = buildRequestHeaders({
      method: 'GET',
      guest: { guestId: 'guest-0123456789ab', guestSession: 'session-0123456789' },
      userAgent: chromeOnAndroid,
    });
    expect(headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Guest-Id': 'guest-0123456789ab',
      'X-Guest-Session': 'session-0123456789',
    });
    expect(decodeContext(headers['X-Request-Context'] ?? '')).toEqual({
      os: 'Android',
      userAgent: chromeOnAndroid,
      platform: 'web',
    });
  });

  it('adds the XSRF token from the cookie on unsafe methods only', () => {
    const cookies = 'region=BD; XSRF-TOKEN=abc%3D123; NEXT_LOCALE=en';
    const base = { guest: ANONYMOUS_GUEST, userAgent: 'test', cookies };
    for (const method of ['POST', 'put', 'PATCH', 'DELETE']) {
      expect(buildRequestHeaders({ ...base, method })['X-XSRF-TOKEN']).toBe('abc=123');
    }
    expect(buildRequestHeaders({ ...base, method: 'GET' })).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('omits the XSRF header when the cookie is absent', () => {
    const headers = buildRequestHeaders({ method: 'POST', guest: ANONYMOUS_GUEST, userAgent: '' });
    expect(headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('encodes non-ASCII user agents as UTF-8 base64', () => {
    expect(decodeContext(encodeRequestContext('বাংলা', 'mobile'))).toEqual({
      os: 'unknown',
      userAgent: 'বাংলা',
      platform: 'mobile',
    });
  });
});

describe('helpers', () => {
  it('reads a cookie by exact name', () => {
    expect(readCookie('a=1; ab=2; b=x=y', 'ab')).toBe('2');
    expect(readCookie('a=1; b=x=y', 'b')).toBe('x=y');
    expect(readCookie('a=1', 'missing')).toBeUndefined();
  });

  it('names common operating systems', () => {
    expect(detectOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(detectOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(detectOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('macOS');
    expect(detectOs('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
  });
});
