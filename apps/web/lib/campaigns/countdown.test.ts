import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown.ts';

describe('a campaign countdown', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(timeLeft('2026-11-26T14:03:09Z', now)).toEqual({
      days: 2,
      hours: 4,
      minutes: 3,
      seconds: 9,
      ended: false,
    });
    expect(timeLeft('2026-11-24T10:00:00.999Z', now)).toMatchObject({ seconds: 0, ended: false });
  });

  it('stops at zero once the campaign has ended', () => {
    expect(timeLeft('2026-11-24T09:00:00Z', now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
  });
});
