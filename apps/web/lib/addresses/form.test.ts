import { describe, expect, it } from 'vitest';
import type { Address, AddressField } from '../cart/types.ts';
import {
  bodyOf,
  fieldError,
  fieldLabel,
  optionsFor,
  placeChoices,
  placeMatch,
  serverFieldErrors,
} from './form.ts';

const thana: AddressField = {
  key: 'thana',
  label: 'Thana',
  type: 'select',
  required: true,
  max_length: 64,
  depends_on: 'district',
  options: [
    { code: 'dhanmondi', name: 'Dhanmondi', parent: 'dhaka' },
    { code: 'teknaf', name: 'Teknaf', parent: 'coxs-bazar' },
  ],
};
const postCode: AddressField = {
  key: 'post_code',
  label: 'Post code',
  type: 'text',
  required: false,
  pattern: '^[0-9]{4}$',
  max_length: 4,
};

describe('optionsFor', () => {
  it('offers only the thanas of the chosen district', () => {
    expect(optionsFor(thana, { district: 'coxs-bazar' }).map((o) => o.code)).toEqual(['teknaf']);
  });

  it('offers none before a district is chosen', () => {
    expect(optionsFor(thana, {})).toEqual([]);
  });

  it('offers a retired thana only to the address saved with it', () => {
    const withRetired: AddressField = {
      ...thana,
      options: [
        ...thana.options!,
        { code: 'uttara', name: 'Uttara', parent: 'dhaka', retired: true },
      ],
    };
    expect(optionsFor(withRetired, { district: 'dhaka' }).map((o) => o.code)).toEqual([
      'dhanmondi',
    ]);
    expect(
      optionsFor(withRetired, { district: 'dhaka', thana: 'uttara' }).map((o) => o.code),
    ).toEqual(['dhanmondi', 'uttara']);
  });
});

describe('placeMatch', () => {
  it('ranks a name that starts with the search above one that contains it', () => {
    expect(placeMatch('dhan', ['Dhanmondi', 'ধানমন্ডি'])).toBe(1);
    expect(placeMatch('surma', ['South Surma'])).toBe(0.5);
    expect(placeMatch('  ', ['Teknaf'])).toBe(1);
  });

  it('matches either language, ignoring case', () => {
    expect(placeMatch('BHOLA', ['ভোলা', 'Bhola'])).toBe(1);
    expect(placeMatch('ভোলা', ['ভোলা', 'Bhola'])).toBe(1);
  });

  it('does not match letters scattered through a name', () => {
    expect(placeMatch('dhanm', ['Cantonment', 'ক্যান্টনমেন্ট'])).toBe(0);
  });
});

describe('placeChoices', () => {
  const district: AddressField = {
    key: 'district',
    label: 'District',
    type: 'select',
    required: true,
    max_length: 64,
    options: [
      { code: 'gazipur', name: 'Gazipur', name_bn: 'গাজীপুর' },
      { code: 'dhaka', name: 'Dhaka', name_bn: 'ঢাকা' },
      { code: 'bhola', name: 'Bhola', name_bn: 'ভোলা' },
    ],
  };

  it('names places in English, A to Z, with the Bengali name searchable', () => {
    expect(placeChoices(district, {}, 'en')).toEqual([
      { value: 'bhola', label: 'Bhola', alternative: 'ভোলা' },
      { value: 'dhaka', label: 'Dhaka', alternative: 'ঢাকা' },
      { value: 'gazipur', label: 'Gazipur', alternative: 'গাজীপুর' },
    ]);
  });

  it('names places in Bengali in Bengali order in the Bengali interface', () => {
    expect(placeChoices(district, {}, 'bn')).toEqual([
      { value: 'gazipur', label: 'গাজীপুর', alternative: 'Gazipur' },
      { value: 'dhaka', label: 'ঢাকা', alternative: 'Dhaka' },
      { value: 'bhola', label: 'ভোলা', alternative: 'Bhola' },
    ]);
  });

  it('keeps the API’s name where a place has no Bengali one', () => {
    const state: AddressField = {
      ...district,
      key: 'state',
      options: [
        { code: 'TX', name: 'Texas' },
        { code: 'AK', name: 'Alaska' },
      ],
    };
    expect(placeChoices(state, {}, 'bn')).toEqual([
      { value: 'AK', label: 'Alaska' },
      { value: 'TX', label: 'Texas' },
    ]);
  });
});

describe('fieldError', () => {
  it('asks for a required field and lets an empty optional one pass', () => {
    expect(fieldError(thana, '  ')).toBe('required');
    expect(fieldError(postCode, '')).toBeNull();
  });

  it('checks the pattern on the trimmed value', () => {
    expect(fieldError(postCode, ' 1205 ')).toBeNull();
    expect(fieldError(postCode, '12a5')).toBe('pattern');
  });
});

describe('serverFieldErrors', () => {
  it('keys the API details as the form names its inputs, first message winning', () => {
    expect(
      serverFieldErrors([
        { field: 'body.fields.thana', message: 'Teknaf is not in the chosen district' },
        { field: 'body.phone', message: 'Expected a phone number' },
        { field: 'body.phone', message: 'Too short' },
        { message: 'no field' },
      ]),
    ).toEqual({
      'fields.thana': 'Teknaf is not in the chosen district',
      phone: 'Expected a phone number',
    });
  });

  it('answers nothing for details that are not a list', () => {
    expect(serverFieldErrors(undefined)).toEqual({});
    expect(serverFieldErrors({ field: 'body.name' })).toEqual({});
  });
});

describe('bodyOf', () => {
  it('keeps what the customer entered and drops what the server owns', () => {
    const address: Address = {
      id: 7,
      country_code: 'BD',
      label: 'office',
      name: 'Nusrat Jahan',
      phone: '+8801711000000',
      fields: { division: 'dhaka', district: 'dhaka', thana: 'gulshan', address_line1: 'Road 1' },
      display_lines: ['Road 1', 'Gulshan, Dhaka', 'Dhaka, Bangladesh'],
      is_default: false,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    expect(bodyOf(address, { is_default: true })).toEqual({
      country_code: 'BD',
      label: 'office',
      name: 'Nusrat Jahan',
      phone: '+8801711000000',
      fields: address.fields,
      is_default: true,
    });
  });
});

describe('fieldLabel', () => {
  const labels = { state: 'রাজ্য', district: 'জেলা', AU: { state: 'রাজ্য বা টেরিটরি' } };
  const state: AddressField = {
    key: 'state',
    label: 'State',
    type: 'select',
    required: true,
    max_length: 100,
  };

  it('names a field in the page language, by country first', () => {
    expect(fieldLabel(state, 'US', labels)).toBe('রাজ্য');
    expect(fieldLabel(state, 'AU', labels)).toBe('রাজ্য বা টেরিটরি');
  });

  it("falls back to the schema's label for a field the messages do not know", () => {
    const emirate: AddressField = { ...state, key: 'emirate', label: 'Emirate' };
    expect(fieldLabel(emirate, 'AE', labels)).toBe('Emirate');
  });
});
