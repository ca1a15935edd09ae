/**
 * What an address looks like in each country we deliver to, as data: the web renders the form
 * from it and the server validates against the same definition.
 */
export interface AddressOption {
  code: string;
  name: string;
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
const options = (list: [string, string][], parent?: string): AddressOption[] =>
  list.map(([code, name]) => (parent ? { code, name, parent } : { code, name }));

const bdDivisions = options([
  ['dhaka', 'Dhaka'],
  ['chattogram', 'Chattogram'],
  ['rajshahi', 'Rajshahi'],
  ['khulna', 'Khulna'],
  ['sylhet', 'Sylhet'],
]);
const bdDistricts = [
  ...options(
    [
      ['dhaka', 'Dhaka'],
      ['gazipur', 'Gazipur'],
      ['narayanganj', 'Narayanganj'],
    ],
    'dhaka',
  ),
  ...options(
    [
      ['chattogram', 'Chattogram'],
      ['coxs-bazar', "Cox's Bazar"],
      ['cumilla', 'Cumilla'],
    ],
    'chattogram',
  ),
  ...options(
    [
      ['rajshahi', 'Rajshahi'],
      ['bogura', 'Bogura'],
    ],
    'rajshahi',
  ),
  ...options(
    [
      ['khulna', 'Khulna'],
      ['jashore', 'Jashore'],
    ],
    'khulna',
  ),
  ...options(
    [
      ['sylhet', 'Sylhet'],
      ['moulvibazar', 'Moulvibazar'],
    ],
    'sylhet',
  ),
];
const bdThanas = [
  ...options(
    [
      ['dhanmondi', 'Dhanmondi'],
      ['gulshan', 'Gulshan'],
      ['mirpur', 'Mirpur'],
      ['mohammadpur', 'Mohammadpur'],
      ['uttara', 'Uttara'],
      ['motijheel', 'Motijheel'],
      ['tejgaon', 'Tejgaon'],
    ],
    'dhaka',
  ),
  ...options(
    [
      ['gazipur-sadar', 'Gazipur Sadar'],
      ['tongi', 'Tongi'],
      ['kaliakair', 'Kaliakair'],
    ],
    'gazipur',
  ),
  ...options(
    [
      ['narayanganj-sadar', 'Narayanganj Sadar'],
      ['fatullah', 'Fatullah'],
      ['rupganj', 'Rupganj'],
    ],
    'narayanganj',
  ),
  ...options(
    [
      ['kotwali-ctg', 'Kotwali'],
      ['panchlaish', 'Panchlaish'],
      ['double-mooring', 'Double Mooring'],
      ['pahartali', 'Pahartali'],
    ],
    'chattogram',
  ),
  ...options(
    [
      ['coxs-bazar-sadar', "Cox's Bazar Sadar"],
      ['teknaf', 'Teknaf'],
    ],
    'coxs-bazar',
  ),
  ...options(
    [
      ['cumilla-sadar', 'Cumilla Sadar'],
      ['laksam', 'Laksam'],
    ],
    'cumilla',
  ),
  ...options(
    [
      ['boalia', 'Boalia'],
      ['rajpara', 'Rajpara'],
    ],
    'rajshahi',
  ),
  ...options(
    [
      ['bogura-sadar', 'Bogura Sadar'],
      ['sherpur-bogura', 'Sherpur'],
    ],
    'bogura',
  ),
  ...options(
    [
      ['khulna-sadar', 'Khulna Sadar'],
      ['sonadanga', 'Sonadanga'],
    ],
    'khulna',
  ),
  ...options(
    [
      ['jashore-sadar', 'Jashore Sadar'],
      ['benapole', 'Benapole'],
    ],
    'jashore',
  ),
  ...options(
    [
      ['kotwali-sylhet', 'Kotwali'],
      ['south-surma', 'South Surma'],
    ],
    'sylhet',
  ),
  ...options(
    [
      ['moulvibazar-sadar', 'Moulvibazar Sadar'],
      ['sreemangal', 'Sreemangal'],
    ],
    'moulvibazar',
  ),
];

const usStates = options([
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]);

const inStates = options([
  ['AP', 'Andhra Pradesh'],
  ['AS', 'Assam'],
  ['BR', 'Bihar'],
  ['CT', 'Chhattisgarh'],
  ['DL', 'Delhi'],
  ['GA', 'Goa'],
  ['GJ', 'Gujarat'],
  ['HR', 'Haryana'],
  ['JH', 'Jharkhand'],
  ['KA', 'Karnataka'],
  ['KL', 'Kerala'],
  ['MP', 'Madhya Pradesh'],
  ['MH', 'Maharashtra'],
  ['OR', 'Odisha'],
  ['PB', 'Punjab'],
  ['RJ', 'Rajasthan'],
  ['TN', 'Tamil Nadu'],
  ['TG', 'Telangana'],
  ['UP', 'Uttar Pradesh'],
  ['UT', 'Uttarakhand'],
  ['WB', 'West Bengal'],
]);

const auStates = options([
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
]);

const aeEmirates = options([
  ['AZ', 'Abu Dhabi'],
  ['AJ', 'Ajman'],
  ['DU', 'Dubai'],
  ['FU', 'Fujairah'],
  ['RK', 'Ras Al Khaimah'],
  ['SH', 'Sharjah'],
  ['UQ', 'Umm Al Quwain'],
]);

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
