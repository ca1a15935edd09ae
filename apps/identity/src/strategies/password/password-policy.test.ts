import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy.ts';

describe('password policy', () => {
  it('accepts a long, unrelated password', () => {
    expect(checkPassword('amber-otter-ledger-42', 'rahim@example.com')).toBeNull();
  });

  it('refuses short, huge, identifier-like and common passwords with Kratos ids', () => {
    expect(checkPassword('short', undefined)?.id).toBe(4000032);
    expect(checkPassword('x'.repeat(300), undefined)?.id).toBe(4000033);
    expect(checkPassword('rahim@example', 'rahim@example.com')?.id).toBe(4000031);
    expect(checkPassword('Password123', undefined)?.id).toBe(4000034);
  });
});
