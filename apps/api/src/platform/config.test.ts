import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('turns staff routes off without a token and refuses a short one', () => {
    expect(loadConfig({}).STAFF_TOKEN).toBeUndefined();
    expect(loadConfig({ STAFF_TOKEN: '   ' }).STAFF_TOKEN).toBeUndefined();
    expect(loadConfig({ STAFF_TOKEN: ' staff-token-0123456789 ' }).STAFF_TOKEN).toBe(
      'staff-token-0123456789',
    );
    expect(() => loadConfig({ STAFF_TOKEN: 'short' })).toThrow(
      'STAFF_TOKEN: at least 16 characters',
    );
  });

  it('trusts forwarded addresses from loopback only unless told otherwise', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual(['loopback']);
    expect(
      loadConfig({ TRUSTED_PROXIES: ' 10.0.0.5, 192.168.0.0/16 ,::1 ' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.5', '192.168.0.0/16', '::1']);
    expect(loadConfig({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([]);
    for (const bad of ['web-server', '10.0.0.0/33', '1.2.3.4/8/1', '*']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow('TRUSTED_PROXIES');
    }
  });

  it('parses the catalog’s settings with the rest, so a bad one stops the start', () => {
    expect(loadConfig({}).HARVEST_IMPORTS_PER_HOUR).toBe(20);
    expect(loadConfig({ TRANSLATE_URL: '' }).TRANSLATE_URL).toBeUndefined();
    expect(loadConfig({ HARVEST_ALLOW_PRIVATE_HOSTS: 'true' }).HARVEST_ALLOW_PRIVATE_HOSTS).toBe(
      true,
    );
    expect(() => loadConfig({ HARVEST_IMPORTS_PER_HOUR: '0', SEARCH_CACHE_MS: '-1' })).toThrow(
      /HARVEST_IMPORTS_PER_HOUR[\s\S]*SEARCH_CACHE_MS/,
    );
  });

  it('opens claims for 24 hours after delivery unless told otherwise, in whole hours', () => {
    expect(loadConfig({}).CLAIM_WINDOW_HOURS).toBe(24);
    expect(loadConfig({ CLAIM_WINDOW_HOURS: '48' }).CLAIM_WINDOW_HOURS).toBe(48);
    for (const bad of ['0', '1.5', 'a day', '9000']) {
      expect(() => loadConfig({ CLAIM_WINDOW_HOURS: bad })).toThrow('CLAIM_WINDOW_HOURS');
    }
  });

  it('opens disputes for 7 days after delivery unless told otherwise, in whole hours', () => {
    expect(loadConfig({}).DISPUTE_WINDOW_HOURS).toBe(168);
    expect(loadConfig({ DISPUTE_WINDOW_HOURS: '72' }).DISPUTE_WINDOW_HOURS).toBe(72);
    for (const bad of ['0', '1.5', 'a week', '9000']) {
      expect(() => loadConfig({ DISPUTE_WINDOW_HOURS: bad })).toThrow('DISPUTE_WINDOW_HOURS');
    }
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ API_PORT: '70000', LOG_LEVEL: 'loud' })).toThrow(
      /API_PORT[\s\S]*LOG_LEVEL/,
    );
  });
});

describe('bKash settings', () => {
  const realBkash = {
    BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    BKASH_APP_KEY: 'live-app-key',
    BKASH_APP_SECRET: 'live-app-secret',
    BKASH_USERNAME: 'live-merchant',
    BKASH_PASSWORD: 'live-password',
  };

  it('talks to the local fake with the fake’s credentials when nothing is set', () => {
    const config = loadConfig({});
    expect(config.BKASH_BASE_URL).toBe('http://127.0.0.1:4080');
    expect(config.BKASH_APP_KEY).toBe('crossport-fake-app-key');
    expect(config.BKASH_PASSWORD).toBe('crossport-fake-password');
    expect(config.BKASH_FAKE_PORT).toBe(4080);
    expect(loadConfig({ BKASH_BASE_URL: '' }).BKASH_BASE_URL).toBe('http://127.0.0.1:4080');
  });

  it('refuses to start against real bKash without every secret, naming the missing ones', () => {
    expect(loadConfig(realBkash).BKASH_APP_SECRET).toBe('live-app-secret');
    expect(() =>
      loadConfig({ ...realBkash, BKASH_PASSWORD: undefined, BKASH_APP_SECRET: '' }),
    ).toThrow(/BKASH_APP_SECRET[\s\S]*BKASH_PASSWORD/);
    expect(() => loadConfig({ ...realBkash, BKASH_USERNAME: '' })).toThrow('BKASH_USERNAME');
  });

  it('refuses the fake’s public credentials anywhere but this machine', () => {
    expect(() => loadConfig({ ...realBkash, BKASH_APP_KEY: 'crossport-fake-app-key' })).toThrow(
      'BKASH_APP_KEY',
    );
    for (const local of ['http://localhost:4080', 'http://127.0.0.2:9000', 'http://[::1]:4080']) {
      expect(loadConfig({ BKASH_BASE_URL: local }).BKASH_APP_KEY).toBe('crossport-fake-app-key');
    }
    expect(() => loadConfig({ BKASH_BASE_URL: 'http://127.0.0.1.example.com' })).toThrow(
      'BKASH_APP_KEY',
    );
  });
});
