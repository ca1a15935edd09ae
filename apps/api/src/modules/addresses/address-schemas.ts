import { bdDistrictRows, bdDivisionRows, bdUpazilaRows } from './reference-data/bd-areas.ts';
import { bdCityThanaRows, bdRetiredThanaRows } from './reference-data/bd-city-thanas.ts';
import {
  aeEmirateRows,
  auStateRows,
  inStateRows,
  inUnionTerritoryRows,
  usDistrictAndTerritoryRows,
  usStateRows,
} from './reference-data/subdivisions.ts';

/**
 * What an address looks like in each country we deliver to, as data: the web renders the form
 * from it and the server validates against the same definition.
 */
export interface AddressOption {
  code: string;
  name: string;
  /** The name in Bengali, for Bangladeshi places. */
  name_bn?: string;
  /** A place that no longer exists: valid on saved addresses, no longer offered. */
  retired?: boolean;
  /** The option of the field named by `depends_on` this option belongs to. */
  parent?: string;
}

export interface AddressField {
  key: string;
  label: string;
  type: 'text' | 'select';
  required: boolean;
  /** A JavaScript/PostgreSQL-compatible regular expression the trimmed value must match. */
  pattern?: string;
  pattern_message?: string;
  max_length: number;
  default?: string;
  /** For selects: the field whose chosen option filters these options. */
  depends_on?: string;
  options?: AddressOption[];
}

export interface AddressCountrySchema {
  country_code: string;
  country_name: string;
  phone_code: string;
  fields: AddressField[];
}

const line1: AddressField = {
  key: 'address_line1',
  label: 'Address',
  type: 'text',
  required: true,
  max_length: 200,
};
const line2: AddressField = {
  key: 'address_line2',
  label: 'Address line 2',
  type: 'text',
  required: false,
  max_length: 200,
};
const options = (rows: [string, string][]): AddressOption[] =>
  rows.map(([code, name]) => ({ code, name }));
/** Bangladeshi places carry their Bengali name for the Bengali interface. */
const bdOptions = (rows: ([string, string, string] | [string, string, string, string])[]) =>
  rows.map(([code, name, nameBn, parent]): AddressOption =>
    parent ? { code, name, name_bn: nameBn, parent } : { code, name, name_bn: nameBn },
  );

/** Options in the order a reader looks for them: alphabetical by English name. */
const byName = (list: AddressOption[]) => list.sort((a, b) => a.name.localeCompare(b.name, 'en'));

const bdDivisions = byName(bdOptions(bdDivisionRows));
const bdDistricts = byName(bdOptions(bdDistrictRows));
const bdThanas = [
  ...byName(bdOptions([...bdUpazilaRows, ...bdCityThanaRows])),
  ...bdOptions(bdRetiredThanaRows).map((option) => ({ ...option, retired: true })),
];
const usStates = byName(options([...usStateRows, ...usDistrictAndTerritoryRows]));
const inStates = byName(options([...inStateRows, ...inUnionTerritoryRows]));
const auStates = options(auStateRows);
const aeEmirates = options(aeEmirateRows);

const select = (
  key: string,
  label: string,
  list: AddressOption[],
  dependsOn?: string,
): AddressField => ({
  key,
  label,
  type: 'select',
  required: true,
  max_length: 64,
  options: list,
  ...(dependsOn ? { depends_on: dependsOn } : {}),
});
const text = (key: string, label: string, required = true): AddressField => ({
  key,
  label,
  type: 'text',
  required,
  max_length: 100,
});

export const addressSchemas: AddressCountrySchema[] = [
  {
    country_code: 'BD',
    country_name: 'Bangladesh',
    phone_code: '+880',
    fields: [
      select('division', 'Division', bdDivisions),
      select('district', 'District', bdDistricts, 'division'),
      select('thana', 'Thana', bdThanas, 'district'),
      {
        key: 'post_code',
        label: 'Post code',
        type: 'text',
        required: false,
        pattern: '^[0-9]{4}$',
        pattern_message: 'A Bangladeshi post code has 4 digits',
        max_length: 4,
      },
      line1,
      line2,
    ],
  },
  {
    country_code: 'US',
    country_name: 'United States',
    phone_code: '+1',
    fields: [
      line1,
      line2,
      text('city', 'City'),
      select('state', 'State', usStates),
      {
        key: 'zip',
        label: 'ZIP code',
        type: 'text',
        required: true,
        pattern: '^[0-9]{5}(-[0-9]{4})?$',
        pattern_message: 'A ZIP code is 5 digits, optionally followed by -4 digits',
        max_length: 10,
      },
    ],
  },
  {
    country_code: 'GB',
    country_name: 'United Kingdom',
    phone_code: '+44',
    fields: [
      line1,
      line2,
      text('town', 'Town or city'),
      text('county', 'County', false),
      {
        key: 'postcode',
        label: 'Postcode',
        type: 'text',
        required: true,
        pattern: '^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$',
        pattern_message: 'Expected a UK postcode such as SW1A 1AA',
        max_length: 8,
      },
    ],
  },
  {
    country_code: 'IN',
    country_name: 'India',
    phone_code: '+91',
    fields: [
      line1,
      line2,
      text('city', 'City'),
      select('state', 'State', inStates),
      {
        key: 'pin',
        label: 'PIN code',
        type: 'text',
        required: true,
        pattern: '^[1-9][0-9]{5}$',
        pattern_message: 'A PIN code has 6 digits and does not start with 0',
        max_length: 6,
      },
    ],
  },
  {
    country_code: 'AU',
    country_name: 'Australia',
    phone_code: '+61',
    fields: [
      line1,
      line2,
      text('suburb', 'Suburb'),
      select('state', 'State or territory', auStates),
      {
        key: 'post_code',
        label: 'Post code',
        type: 'text',
        required: true,
        pattern: '^[0-9]{4}$',
        pattern_message: 'An Australian post code has 4 digits',
        max_length: 4,
        default: '3029',
      },
    ],
  },
  {
    country_code: 'AE',
    country_name: 'United Arab Emirates',
    phone_code: '+971',
    fields: [select('emirate', 'Emirate', aeEmirates), text('area', 'Area'), line1, line2],
  },
];

export function addressSchemaOf(countryCode: string): AddressCountrySchema | undefined {
  return addressSchemas.find((s) => s.country_code === countryCode.toUpperCase());
}

/**
 * Checks an address's fields against its country's schema; answers the trimmed fields (defaults
 * filled in, unknown keys refused) or the problems, each naming `body.fields.<key>`.
 */
export function validateAddressFields(
  schema: AddressCountrySchema,
  input: Record<string, string>,
): { fields: Record<string, string>; problems: { field: string; message: string }[] } {
  const problems: { field: string; message: string }[] = [];
  const fields: Record<string, string> = {};
  const known = new Set(schema.fields.map((f) => f.key));
  for (const key of Object.keys(input)) {
    if (!known.has(key)) {
      problems.push({
        field: `body.fields.${key}`,
        message: `Unknown field for ${schema.country_name}`,
      });
    }
  }
  for (const field of schema.fields) {
    const where = `body.fields.${field.key}`;
    const value = (input[field.key] ?? '').trim() || field.default || '';
    if (!value) {
      if (field.required) problems.push({ field: where, message: `${field.label} is required` });
      continue;
    }
    if (value.length > field.max_length) {
      problems.push({ field: where, message: `At most ${field.max_length} characters` });
      continue;
    }
    if (field.pattern && !new RegExp(field.pattern).test(value)) {
      problems.push({ field: where, message: field.pattern_message ?? 'Invalid format' });
      continue;
    }
    if (field.type === 'select') {
      const option = field.options?.find((o) => o.code === value);
      if (!option) {
        problems.push({ field: where, message: `Unknown ${field.label.toLowerCase()} "${value}"` });
        continue;
      }
      const parentValue = field.depends_on ? fields[field.depends_on] : undefined;
      if (field.depends_on && parentValue && option.parent !== parentValue) {
        problems.push({
          field: where,
          message: `${option.name} is not in the chosen ${field.depends_on}`,
        });
        continue;
      }
    }
    fields[field.key] = value;
  }
  return { fields, problems };
}
