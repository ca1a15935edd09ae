import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedFor } from './cached-for.ts';

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
