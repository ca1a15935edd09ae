import { describe, expect, it } from 'vitest';
import { addressSchemaOf, validateAddressFields } from './address-schemas.ts';

/** The complete fields of an address in each country, but for its postal code. */
const base: Record<string, Record<string, string>> = {
  BD: { division: 'dhaka', district: 'dhaka', thana: 'dhanmondi', address_line1: 'House 1' },
  US: { address_line1: '1 Main St', city: 'Austin', state: 'TX' },
  GB: { address_line1: '10 Downing St', town: 'London' },
  IN: { address_line1: '1 MG Road', city: 'Bengaluru', state: 'KA' },
  AU: { address_line1: '1 George St', suburb: 'Werribee', state: 'VIC' },
  AE: { emirate: 'DU', area: 'Marina', address_line1: 'Tower 1' },
};
const postalKey: Record<string, string> = {
  BD: 'post_code',
  US: 'zip',
  GB: 'postcode',
  IN: 'pin',
  AU: 'post_code',
};

function check(country: string, postal: string | undefined) {
  const schema = addressSchemaOf(country)!;
  const key = postalKey[country]!;
  return validateAddressFields(schema, {
    ...base[country],
    ...(postal === undefined ? {} : { [key]: postal }),
  });
}
const accepts = (country: string, postal: string) =>
  expect(check(country, postal).problems, `${country} ${postal}`).toEqual([]);
const refuses = (country: string, postal: string) =>
  expect(
    check(country, postal).problems.map((p) => p.field),
    `${country} ${postal}`,
  ).toEqual([`body.fields.${postalKey[country]}`]);

describe('postal codes', () => {
  it('takes a 4-digit Bangladeshi post code, or none', () => {
    for (const code of ['1205', '4760', ' 1000 ']) accepts('BD', code);
    for (const code of ['120', '12055', '12a5', '১২০৫']) refuses('BD', code);
    expect(check('BD', undefined).problems).toEqual([]);
  });

  it('takes a US ZIP or ZIP+4 and requires one', () => {
    for (const code of ['78701', '10001-1234', '00501']) accepts('US', code);
    for (const code of ['7870', '787011', '10001-123', '10001 1234', 'ABCDE']) refuses('US', code);
    refuses('US', '');
  });

  it('takes a UK postcode with or without its space', () => {
    for (const code of [
      'SW1A 1AA',
      'SW1A1AA',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'ec1a 1bb',
    ])
      accepts('GB', code);
    for (const code of ['SW1A 1A', '12345', 'SW1A-1AA', 'Q1 1AA1']) refuses('GB', code);
  });

  it('takes a 6-digit Indian PIN that does not start with 0', () => {
    for (const code of ['560001', '110001', '999999']) accepts('IN', code);
    for (const code of ['056001', '56001', '5600011', '560 001']) refuses('IN', code);
  });

  it('takes a 4-digit Australian post code, 3029 when none is given', () => {
    for (const code of ['3029', '2000', '0800']) accepts('AU', code);
    for (const code of ['300', '30290', 'VIC1']) refuses('AU', code);
    expect(check('AU', undefined).fields.post_code).toBe('3029');
  });

  it('asks for no postal code in the Emirates', () => {
    const schema = addressSchemaOf('AE')!;
    expect(schema.fields.some((f) => /post|zip|pin/.test(f.key))).toBe(false);
    expect(validateAddressFields(schema, base.AE!).problems).toEqual([]);
    expect(
      validateAddressFields(schema, { ...base.AE, post_code: '00000' }).problems.map(
        (p) => p.field,
      ),
    ).toEqual(['body.fields.post_code']);
  });
});
