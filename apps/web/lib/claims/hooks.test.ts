import { describe, expect, it } from 'vitest';
import { isUndecided } from './hooks.ts';

describe('isUndecided', () => {
  it('holds open and under-review claims, not decided ones', () => {
    expect(isUndecided({ status: 'open' })).toBe(true);
    expect(isUndecided({ status: 'under_review' })).toBe(true);
    expect(isUndecided({ status: 'accepted' })).toBe(false);
    expect(isUndecided({ status: 'rejected' })).toBe(false);
  });
});
