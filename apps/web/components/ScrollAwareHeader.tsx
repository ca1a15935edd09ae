'use client';

import { clsx } from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';

/** How far down the page the header may hide, and the least scroll that counts as a move. */
const HIDE_AFTER_PX = 120;
const JITTER_PX = 8;

/**
 * The site header, which on a phone slides away while the reader scrolls down and comes back
 * as soon as they scroll up, so the small screen shows products, not chrome. From the tablet
 * width up, and whenever something in it has focus, it stays.
 */
export function ScrollAwareHeader({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < JITTER_PX) return;
      setHidden(y > last && y > HIDE_AFTER_PX);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header
      data-hidden={hidden}
      className={clsx(
        className,
        'transition-transform duration-200 motion-reduce:transition-none',
        hidden && 'max-md:-translate-y-full max-md:focus-within:translate-y-0',
      )}
    >
      {children}
    </header>
  );
}
