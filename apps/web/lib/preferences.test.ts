import { describe, expect, it } from 'vitest';
import {
  localeForRegion,
  localeOrDefault,
  preferenceCookie,
  regionCodeOrNull,
  supportedLocales,
} from './preferences.ts';

describe('preferences', () => {
  it('falls back to English for unknown locales', () => {
    expect(localeOrDefault('bn')).toBe('bn');
    expect(localeOrDefault('fr')).toBe('en');
    expect(localeOrDefault(undefined)).toBe('en');
  });

  it('accepts only two-letter upper-case region codes', () => {
    expect(regionCodeOrNull('US')).toBe('US');
    expect(regionCodeOrNull('us')).toBeNull();
    expect(regionCodeOrNull('US\r\nX-Evil: 1')).toBeNull();
    expect(regionCodeOrNull(undefined)).toBeNull();
  });

  it('writes a year-long, site-wide cookie', () => {
    expect(preferenceCookie('region', 'US')).toBe(
      'region=US; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('offers only the region languages that have a catalogue', () => {
    expect(supportedLocales(['bn', 'en'])).toEqual(['bn', 'en']);
    expect(supportedLocales(['ar'])).toEqual(['en']);
  });

  it('keeps the reader language when the new region offers it', () => {
    expect(localeForRegion('en', ['bn', 'en'], 'bn')).toBe('en');
    expect(localeForRegion('bn', ['en'], 'en')).toBe('en');
    expect(localeForRegion('en', ['bn'], 'bn')).toBe('bn');
  });
});
