import { describe, expect, it } from 'vitest';
import { flowExpiredMessage, message, recoverySuccessfulMessage } from './messages.ts';

// Texts as Kratos's text/message_*.go words them (ory/kratos b86338d).
describe('Kratos message texts and contexts', () => {
  it('words the fixed texts like Kratos', () => {
    expect(message(1010014).text).toBe(
      "A code was sent to the address you provided. If you didn't receive it, please check the spelling of the address and try again.",
    );
    expect(message(4010002).text).toBe(
      'Could not find a strategy to log you in with. Did you fill out the form correctly?',
    );
    expect(message(4000026, { allowed_types: ['string', 'null'], actual_type: 'array' })).toEqual({
      id: 4000026,
      type: 'error',
      text: 'expected string or null, but got array',
      context: { allowed_types: ['string', 'null'], actual_type: 'array' },
    });
    expect(message(4000004, { pattern: '^[A-Z]{2}$' }).text).toBe(
      'does not match pattern "^[A-Z]{2}$"',
    );
  });

  it('dates an expired flow: expired_at, _unix, and the minutes since', () => {
    const now = new Date('2026-11-23T18:00:00.000Z');
    const expiredAt = new Date('2026-11-23T17:55:30.000Z');
    expect(flowExpiredMessage('settings', expiredAt, now)).toEqual({
      id: 4050001,
      type: 'error',
      text: 'The settings flow expired 4.50 minutes ago, please try again.',
      context: {
        expired_at: '2026-11-23T17:55:30.000Z',
        expired_at_unix: 1795456530,
        expired_at_unix_since_minutes: 5,
      },
    });
  });

  it('says how long the fresh sign-in after recovery lasts', () => {
    const now = new Date('2026-11-23T18:00:00.000Z');
    const until = new Date('2026-11-23T18:15:00.000Z');
    expect(recoverySuccessfulMessage(until, now)).toEqual({
      id: 1060001,
      type: 'success',
      text: 'You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next 15.00 minutes.',
      context: {
        privilegedSessionExpiresAt: '2026-11-23T18:15:00.000Z',
        privileged_session_expires_at: '2026-11-23T18:15:00.000Z',
        privileged_session_expires_at_unix: 1795457700,
        privileged_session_expires_at_unix_until_minutes: 15,
      },
    });
  });
});
