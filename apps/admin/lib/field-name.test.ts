import { describe, expect, it } from 'vitest';
import { fieldName } from './field-name';

describe('field names in error details', () => {
  it('names a list entry by its place, counted from one', () => {
    expect(fieldName('body.slabs.1')).toBe('slab 2');
    expect(fieldName('body.slabs.0.per_kg')).toBe('slab 1');
  });

  it('names a plain field in words', () => {
    expect(fieldName('body.min_charge')).toBe('min charge');
    expect(fieldName('querystring.email')).toBe('email');
  });
});
