import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedByKey, cachedFor } from './cached-for.ts';

describe('cachedFor', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load between callers until the time is up', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const get = cachedFor(1_000, async () => ++loads);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    vi.advanceTimersByTime(1_001);
    expect(await get()).toBe(2);
  });

  it('loads again after being told the result is stale', async () => {
    let loads = 0;
    const get = cachedFor(60_000, async () => ++loads);
    expect(await get()).toBe(1);
    get.invalidate();
    expect(await get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let attempts = 0;
    const get = cachedFor(60_000, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('database down');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('database down');
    expect(await get()).toBe('ok');
  });
});

describe('cachedByKey', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps one result per key until the time is up', async () => {
    vi.useFakeTimers();
    const cache = cachedByKey<string>({ ttlMs: 1_000, maxEntries: 10 });
    const load = vi.fn(async () => `loaded ${load.mock.calls.length}`);
    expect(await Promise.all([cache('a', load), cache('a', load)])).toEqual([
      'loaded 1',
      'loaded 1',
    ]);
    expect(await cache('b', load)).toBe('loaded 2');
    vi.advanceTimersByTime(1_001);
    expect(await cache('a', load)).toBe('loaded 3');
  });

  it('drops the oldest entry beyond its size, forgets failures, and can be off', async () => {
    const cache = cachedByKey<number>({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache('a', load);
    await cache('b', load);
    await cache('c', load);
    expect(await cache('a', load)).toBe(4);
    expect(await cache('c', load)).toBe(3);

    await expect(cache('x', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache('x', async () => 7)).toBe(7);

    const off = cachedByKey<number>({ ttlMs: 0, maxEntries: 2 });
    expect(await off('a', load)).toBe(5);
    expect(await off('a', load)).toBe(6);
  });
});
