'use client';

import { useEffect, useMemo, useState } from 'react';
import { debounce } from './debounce.ts';

/** The value as it was once it stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const update = useMemo(() => debounce((next: T) => setSettled(next), ms), [ms]);
  useEffect(() => {
    update(value);
  }, [update, value]);
  useEffect(() => () => update.cancel(), [update]);
  return settled;
}
