import { describe, expect, it } from 'vitest';
import { nestedBody } from './request-info.ts';

describe('nestedBody', () => {
  it('nests dotted form fields like Kratos does', () => {
    expect(
      nestedBody({ 'traits.email': 'a@b.c', 'traits.name': 'A', method: ['code', 'code'] }),
    ).toEqual({ traits: { email: 'a@b.c', name: 'A' }, method: 'code' });
  });

  it('passes JSON bodies through', () => {
    expect(nestedBody({ traits: { email: 'a@b.c' }, method: 'password' })).toEqual({
      traits: { email: 'a@b.c' },
      method: 'password',
    });
  });
});
