import { describe, expect, it } from 'vitest';
import { addressSchemaOf, type AddressOption } from '../address-schemas.ts';
import { BD_UPAZILA_SOURCE_COUNT } from './bd-areas.ts';
import { bdCityThanaRows, bdRetiredThanaRows } from './bd-city-thanas.ts';
import {
  aeEmirateRows,
  auStateRows,
  inStateRows,
  inUnionTerritoryRows,
  usDistrictAndTerritoryRows,
  usStateRows,
} from './subdivisions.ts';

function optionsOf(country: string, key: string): AddressOption[] {
  const field = addressSchemaOf(country)?.fields.find((candidate) => candidate.key === key);
  if (!field?.options) throw new Error(`${country} has no options for ${key}`);
  return field.options;
}

const codes = (rows: [string, ...string[]][]) => rows.map(([code]) => code);

describe('Bangladesh reference data', () => {
  const divisions = optionsOf('BD', 'division');
  const districts = optionsOf('BD', 'district');
  const thanas = optionsOf('BD', 'thana');

  it('has the 8 divisions and 64 districts Bangladesh publishes', () => {
    expect(divisions).toHaveLength(8);
    expect(districts).toHaveLength(64);
  });

  it('has the 495 upazilas Bangladesh publishes and the metropolitan thanas of Dhaka and Chattogram', () => {
    // 495 since July 2021 (Eidgaon, Dasar, Madhyanagar added; South Sunamganj renamed Shantiganj).
    expect(BD_UPAZILA_SOURCE_COUNT).toBe(495);
    expect(thanas).toHaveLength(495 + bdCityThanaRows.length + bdRetiredThanaRows.length);
    expect(thanas.find((t) => t.code === 'shantiganj')?.parent).toBe('sunamganj');
    expect(thanas.filter((t) => t.parent === 'habiganj')).toHaveLength(9);
    // DMP has 50 thanas; CMP 16, one of them (Karnaphuli) also an upazila of the source.
    expect(thanas.filter((t) => t.parent === 'dhaka' && !t.retired)).toHaveLength(50 + 5);
    expect(bdCityThanaRows.filter((row) => row[3] === 'chattogram')).toHaveLength(15);
    expect(thanas.map((t) => t.code)).toContain('karnafuli');
  });

  it('puts every district in a division and every thana in a district', () => {
    const divisionCodes = new Set(divisions.map((d) => d.code));
    const districtCodes = new Set(districts.map((d) => d.code));
    for (const district of districts)
      expect(divisionCodes, district.code).toContain(district.parent);
    for (const thana of thanas) expect(districtCodes, thana.code).toContain(thana.parent);
    for (const division of divisions) {
      expect(
        districts.some((d) => d.parent === division.code),
        division.code,
      ).toBe(true);
    }
    for (const district of districts) {
      expect(
        thanas.some((t) => t.parent === district.code),
        district.code,
      ).toBe(true);
    }
  });

  it('names every place in English and in Bengali script', () => {
    for (const option of [...divisions, ...districts, ...thanas]) {
      expect(option.name.trim(), option.code).not.toBe('');
      expect(option.name, option.code).toMatch(/^[A-Za-z][A-Za-z0-9 '().-]*$/);
      expect(option.name_bn?.trim(), option.code).toMatch(
        // Bengali letters and spaces; zero-width (non-)joiners shape conjuncts.
        /^[\u0980-\u09FF](?:[\u0980-\u09FF ]|\u200C|\u200D)*$/,
      );
    }
  });

  it('gives every place a code unique within its field', () => {
    for (const list of [divisions, districts, thanas]) {
      expect(new Set(list.map((o) => o.code)).size).toBe(list.length);
    }
  });

  it('keeps the codes addresses were stored with before the full data set', () => {
    const before: Record<string, string[]> = {
      division: ['dhaka', 'chattogram', 'rajshahi', 'khulna', 'sylhet'],
      district: [
        'dhaka',
        'gazipur',
        'narayanganj',
        'chattogram',
        'coxs-bazar',
        'cumilla',
        'rajshahi',
        'bogura',
        'khulna',
        'jashore',
        'sylhet',
        'moulvibazar',
      ],
      thana: [
        'dhanmondi',
        'gulshan',
        'mirpur',
        'mohammadpur',
        'uttara',
        'motijheel',
        'tejgaon',
        'gazipur-sadar',
        'tongi',
        'kaliakair',
        'narayanganj-sadar',
        'fatullah',
        'rupganj',
        'kotwali-ctg',
        'panchlaish',
        'double-mooring',
        'pahartali',
        'coxs-bazar-sadar',
        'teknaf',
        'cumilla-sadar',
        'laksam',
        'boalia',
        'rajpara',
        'bogura-sadar',
        'sherpur-bogura',
        'khulna-sadar',
        'sonadanga',
        'jashore-sadar',
        'benapole',
        'kotwali-sylhet',
        'south-surma',
        'moulvibazar-sadar',
        'sreemangal',
      ],
    };
    for (const [key, list] of Object.entries(before)) {
      const known = optionsOf('BD', key).map((o) => o.code);
      for (const code of list) expect(known, `${key} ${code}`).toContain(code);
    }
  });
});

describe('states, territories and emirates', () => {
  it('has the 50 US states, DC and the inhabited territories', () => {
    expect(usStateRows).toHaveLength(50);
    expect(codes(usDistrictAndTerritoryRows)).toEqual(['DC', 'AS', 'GU', 'MP', 'PR', 'VI']);
    expect(optionsOf('US', 'state')).toHaveLength(56);
  });

  it('has India’s 28 states and 8 union territories', () => {
    expect(inStateRows).toHaveLength(28);
    expect(inUnionTerritoryRows).toHaveLength(8);
    expect(optionsOf('IN', 'state')).toHaveLength(36);
  });

  it('has Australia’s 8 states and territories and the 7 emirates', () => {
    expect(auStateRows).toHaveLength(8);
    expect(optionsOf('AU', 'state')).toHaveLength(8);
    expect(aeEmirateRows).toHaveLength(7);
    expect(optionsOf('AE', 'emirate')).toHaveLength(7);
  });

  it('gives every option of every country a unique code and a name', () => {
    for (const [country, key] of [
      ['US', 'state'],
      ['IN', 'state'],
      ['AU', 'state'],
      ['AE', 'emirate'],
    ] as const) {
      const list = optionsOf(country, key);
      expect(new Set(list.map((o) => o.code)).size, country).toBe(list.length);
      for (const option of list) expect(option.name.trim(), option.code).not.toBe('');
    }
  });
});
