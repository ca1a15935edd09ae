import { describe, expect, it, vi } from 'vitest';
import { createGuestCartMerge, MERGED_SESSION_KEY } from './merge.ts';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('guest cart merge', () => {
  it('merges once per session and shares a request in flight', async () => {
    const post = vi.fn(async () => undefined);
    const storage = memory();
    const merge = createGuestCartMerge({ post, storage });
    expect(await Promise.all([merge('s1'), merge('s1')])).toEqual([true, true]);
    expect(await merge('s1')).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
    expect(storage.getItem(MERGED_SESSION_KEY)).toBe('s1');
    expect(await merge('s2')).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failure', async () => {
    const post = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const merge = createGuestCartMerge({ post, storage: memory() });
    await expect(merge('s1')).rejects.toThrow('down');
    expect(await merge('s1')).toBe(true);
  });
});
