import { describe, expect, it } from 'vitest';
import {
  INSTALL_PROMO_KEY,
  readInstallPromo,
  rememberInstallPromo,
  shouldOfferInstall,
} from './install-promo.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    length: 0,
  };
}

describe('the install promo remembers the answer under appInstallPromo', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('offers the install to someone who never answered', () => {
    expect(readInstallPromo(memoryStorage())).toBeNull();
    expect(shouldOfferInstall(null, now)).toBe(true);
  });

  it('stays away two weeks after "not now", then offers again', () => {
    const storage = memoryStorage();
    rememberInstallPromo(storage, 'dismissed', now);
    const memory = readInstallPromo(storage);
    expect(memory).toEqual({ state: 'dismissed', at: now.toISOString() });
    expect(shouldOfferInstall(memory, new Date('2026-12-07T10:00:00Z'))).toBe(false);
    expect(shouldOfferInstall(memory, new Date('2026-12-09T10:00:00Z'))).toBe(true);
  });

  it('never offers again after an install', () => {
    const storage = memoryStorage();
    rememberInstallPromo(storage, 'installed', now);
    expect(shouldOfferInstall(readInstallPromo(storage), new Date('2027-06-01'))).toBe(false);
  });

  it('treats a value it did not write as never answered', () => {
    const storage = memoryStorage();
    storage.setItem(INSTALL_PROMO_KEY, 'yes please');
    expect(readInstallPromo(storage)).toBeNull();
    storage.setItem(INSTALL_PROMO_KEY, JSON.stringify({ state: 'maybe', at: 'x' }));
    expect(readInstallPromo(storage)).toBeNull();
  });
});
