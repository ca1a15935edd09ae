import type { Identity, Session } from '@ory/client-fetch';
import { describe, expect, it } from 'vitest';
import {
  authState,
  authenticationMethod,
  describeDevice,
  displayName,
  initials,
  isEmailVerified,
} from './session.ts';

function identity(traits: object, addresses: Array<[string, boolean]> = []): Identity {
  return {
    id: 'i1',
    schema_id: 'customer',
    schema_url: '',
    traits,
    verifiable_addresses: addresses.map(([value, verified]) => ({
      value,
      verified,
      via: 'email',
      status: verified ? 'completed' : 'sent',
    })),
  } as Identity;
}

const session = { id: 's1', identity: identity({ email: 'a@x.test' }) } as Session;

describe('verified email (spec §4)', () => {
  it('counts only the verifiable address equal to the email', () => {
    expect(isEmailVerified(identity({ email: 'a@x.test' }, [['a@x.test', true]]))).toBe(true);
    expect(isEmailVerified(identity({ email: 'a@x.test' }, [['a@x.test', false]]))).toBe(false);
    expect(
      isEmailVerified(
        identity({ email: 'a@x.test' }, [
          ['old@x.test', true],
          ['a@x.test', false],
        ]),
      ),
    ).toBe(false);
  });

  it('ignores letter case and is false without an email or addresses', () => {
    expect(isEmailVerified(identity({ email: 'A@X.test' }, [['a@x.test', true]]))).toBe(true);
    expect(isEmailVerified(identity({}, [['a@x.test', true]]))).toBe(false);
    expect(isEmailVerified(identity({ email: 'a@x.test' }))).toBe(false);
    expect(isEmailVerified(undefined)).toBe(false);
  });
});

describe('how the customer is named', () => {
  it('uses the name trait, a first/last pair, or the email', () => {
    expect(displayName(identity({ name: ' Rahima Khatun ', email: 'r@x.test' }))).toBe(
      'Rahima Khatun',
    );
    expect(displayName(identity({ name: { first: 'Rahima', last: 'K' } }))).toBe('Rahima K');
    expect(displayName(identity({ name: '', email: 'r@x.test' }))).toBe('r@x.test');
  });

  it('draws initials', () => {
    expect(initials('Rahima Khatun')).toBe('RK');
    expect(initials('rahima@x.test')).toBe('R');
    expect(initials('')).toBe('?');
  });

  it("reads the session's first authentication method", () => {
    expect(
      authenticationMethod({
        ...session,
        authentication_methods: [{ method: 'password' }, { method: 'code' }],
      } as Session),
    ).toBe('password');
    expect(authenticationMethod(session)).toBeUndefined();
  });

  it('describes a device from its user agent', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(describeDevice('curl/8.0')).toEqual({ browser: undefined, os: undefined });
    expect(describeDevice(undefined)).toEqual({});
  });
});

describe('auth state (spec §4)', () => {
  it('is loading while there is neither a session nor an error', () => {
    expect(authState({ session: undefined, sessionError: null, syncError: null })).toEqual({
      status: 'loading',
    });
  });

  it('is signed in once a session exists, signed out without one', () => {
    expect(authState({ session, sessionError: null, syncError: null })).toEqual({
      status: 'signedIn',
      session,
    });
    expect(authState({ session: null, sessionError: null, syncError: null })).toEqual({
      status: 'signedOut',
    });
  });

  it('is an auth error when the session or the identity sync fails, dropping the session', () => {
    const error = new Error('x');
    expect(authState({ session: undefined, sessionError: error, syncError: null })).toEqual({
      status: 'error',
      error,
    });
    expect(authState({ session, sessionError: null, syncError: error })).toEqual({
      status: 'error',
      error,
    });
  });
});
