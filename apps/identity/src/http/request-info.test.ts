import { describe, expect, it } from 'vitest';
import { KratosError } from '../errors.ts';
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

  it.each([
    '__proto__.x',
    'constructor.prototype.x',
    'traits.__proto__.x',
    'prototype',
    '__proto__',
  ])('refuses the key %s without touching Object.prototype', (key) => {
    expect(() => nestedBody(Object.fromEntries([[key, 'polluted']]))).toThrow(KratosError);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses prototype keys nested inside JSON values', () => {
    const body = JSON.parse('{"traits":{"__proto__":{"x":"polluted"}}}') as unknown;
    expect(() => nestedBody(body)).toThrow(KratosError);
    expect(() => nestedBody({ traits: { name: { constructor: 'x' } } })).toThrow(KratosError);
  });

  it('builds objects without a prototype', () => {
    const body = nestedBody({ 'traits.email': 'a@b.c' });
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(Object.getPrototypeOf(body.traits)).toBeNull();
  });
});
