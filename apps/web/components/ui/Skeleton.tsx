import { clsx } from 'clsx';

/** A calm placeholder block while content loads; the app shows no spinners. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded-md bg-line/70', className)} />;
}
