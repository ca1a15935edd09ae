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

  it('names every invalid setting', () => {
    expect(() => loadConfig({ API_PORT: '70000', LOG_LEVEL: 'loud' })).toThrow(
      /API_PORT[\s\S]*LOG_LEVEL/,
    );
  });
});
