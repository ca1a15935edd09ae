import { describe, expect, it } from 'vitest';
import { formatAddress, layoutKeys } from './address-format.ts';
import { addressSchemas } from './address-schemas.ts';

describe('formatAddress', () => {
  it('names the Bangladeshi thana, district and division instead of their codes', () => {
    expect(
      formatAddress('BD', {
        division: 'chattogram',
        district: 'coxs-bazar',
        thana: 'teknaf',
        post_code: '4760',
        address_line1: 'House 3, Marine Drive',
      }),
    ).toEqual(['House 3, Marine Drive', "Teknaf, Cox's Bazar 4760", 'Chattogram, Bangladesh']);
  });

  it('names the US state and keeps the ZIP beside it', () => {
    expect(
      formatAddress('US', {
        address_line1: '1 Main St',
        address_line2: 'Apt 4',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      }),
    ).toEqual(['1 Main St', 'Apt 4', 'Austin, Texas 78701', 'United States']);
  });

  it('skips empty optional fields without leaving stray commas', () => {
    expect(
      formatAddress('GB', { address_line1: '10 Downing St', town: 'London', postcode: 'SW1A 2AA' }),
    ).toEqual(['10 Downing St', 'London', 'SW1A 2AA', 'United Kingdom']);
  });

  it('shows a code the schema no longer knows as stored', () => {
    expect(
      formatAddress('AE', { emirate: 'XX', area: 'Marina', address_line1: 'Tower 1' }),
    ).toEqual(['Tower 1', 'Marina', 'XX, United Arab Emirates']);
  });

  it('lists the fields of a country without a schema, then its code', () => {
    expect(formatAddress('FR', { city: 'Paris', street: '1 Rue X' })).toEqual([
      'Paris',
      '1 Rue X',
      'FR',
    ]);
  });

  it('gives every field of every country a place in its layout', () => {
    for (const schema of addressSchemas) {
      const keys = layoutKeys(schema.country_code);
      expect(keys, schema.country_code).toContain('country');
      for (const field of schema.fields) expect(keys, schema.country_code).toContain(field.key);
    }
  });
});
