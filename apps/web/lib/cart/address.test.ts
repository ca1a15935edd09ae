import { describe, expect, it } from 'vitest';
import { addressLine } from './address.ts';

describe('addressLine', () => {
  it('puts the street first and skips empty fields', () => {
    expect(
      addressLine({
        country_code: 'BD',
        fields: {
          division: 'Dhaka',
          address_line1: 'House 12',
          address_line2: '',
          thana: 'Mirpur',
        },
      }),
    ).toBe('House 12, Dhaka, Mirpur, BD');
  });
});
