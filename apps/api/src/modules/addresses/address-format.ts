import { addressSchemaOf } from './address-schemas.ts';

/**
 * How each country writes an address, street first: a list of lines, each a list of groups
 * joined by ", ", each group's parts joined by a space (so "Dhanmondi, Dhaka 1205").
 * `country` stands for the country's name; every other key is a field of its address schema.
 */
type Layout = string[][][];

const street: Layout = [[['address_line1']], [['address_line2']]];

const layouts: Record<string, Layout> = {
  BD: [...street, [['thana'], ['district', 'post_code']], [['division'], ['country']]],
  US: [...street, [['city'], ['state', 'zip']], [['country']]],
  GB: [...street, [['town']], [['county']], [['postcode']], [['country']]],
  IN: [...street, [['city'], ['state', 'pin']], [['country']]],
  AU: [...street, [['suburb'], ['state', 'post_code']], [['country']]],
  AE: [...street, [['area']], [['emirate'], ['country']]],
};

/** The keys a country's layout places, for the check that no field is left out. */
export function layoutKeys(countryCode: string): string[] {
  return (layouts[countryCode] ?? []).flat(2);
}

/**
 * An address as people read it: the names of chosen options (district, thana, state) instead
 * of their codes, in the country's order, the country's name last. Codes the schema does not
 * know (an option since renamed) are shown as stored rather than dropped.
 */
export function formatAddress(countryCode: string, fields: Record<string, string>): string[] {
  const schema = addressSchemaOf(countryCode);
  if (!schema) {
    return [...Object.values(fields), countryCode].filter((value) => value.trim());
  }
  const shown = (key: string): string => {
    if (key === 'country') return schema.country_name;
    const value = fields[key]?.trim() ?? '';
    const field = schema.fields.find((candidate) => candidate.key === key);
    return field?.options?.find((option) => option.code === value)?.name ?? value;
  };
  return (layouts[schema.country_code] ?? [])
    .map((line) =>
      line
        .map((group) => group.map(shown).filter(Boolean).join(' '))
        .filter(Boolean)
        .join(', '),
    )
    .filter(Boolean);
}
