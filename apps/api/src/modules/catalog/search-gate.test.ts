import { describe, expect, it } from 'vitest';
import { createSearchGate } from './search-gate.ts';

describe('search gate', () => {
  it('counts a term once per guest or customer per window', () => {
    let clock = 0;
    const gate = createSearchGate({ windowMs: 1000, now: () => clock });
    const guest = { actor: 'guest:a', ip: '203.0.113.1' };
    expect(gate.admits('backpack', guest)).toBe(true);
    expect(gate.admits('backpack', guest)).toBe(false);
    expect(gate.admits('lamp', guest)).toBe(true);
    expect(gate.admits('backpack', { actor: 'guest:b', ip: '203.0.113.2' })).toBe(true);
    clock = 1000;
    expect(gate.admits('backpack', guest)).toBe(true);
  });

  it('never counts callers with neither guest nor session', () => {
    const gate = createSearchGate();
    expect(gate.admits('backpack', { actor: null, ip: '203.0.113.1' })).toBe(false);
  });

  it('lets one IP add only so many terms per window, whatever guest ids it sends', () => {
    let clock = 0;
    const gate = createSearchGate({ windowMs: 1000, maxPerIp: 3, now: () => clock });
    const from = (n: number) => ({ actor: `guest:${n}`, ip: '198.51.100.9' });
    expect([1, 2, 3, 4, 5].map((n) => gate.admits('spam', from(n)))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(gate.admits('spam', { actor: 'guest:6', ip: '198.51.100.10' })).toBe(true);
    clock = 1000;
    expect(gate.admits('spam', from(7))).toBe(true);
  });

  it('stays within its size by forgetting the oldest entries', () => {
    const gate = createSearchGate({ maxEntries: 2, maxPerIp: 100 });
    const guest = { actor: 'guest:a', ip: '203.0.113.1' };
    for (const term of ['a', 'b', 'c']) expect(gate.admits(term, guest)).toBe(true);
    // 'a' was forgotten to make room, so it counts again; 'c' is still remembered.
    expect(gate.admits('a', guest)).toBe(true);
    expect(gate.admits('c', guest)).toBe(false);
  });
});
