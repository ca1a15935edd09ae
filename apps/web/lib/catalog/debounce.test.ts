import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the last arguments after typing pauses', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 250);
    debounced('b');
    vi.advanceTimersByTime(200);
    debounced('ba');
    vi.advanceTimersByTime(200);
    debounced('bac');
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(fn).toHaveBeenCalledExactlyOnceWith('bac');
  });

  it('drops a pending call when cancelled', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 250);
    debounced('x');
    debounced.cancel();
    vi.advanceTimersByTime(1_000);
    expect(fn).not.toHaveBeenCalled();
  });
});
