import { clsx } from 'clsx';
import type { InputHTMLAttributes } from 'react';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={clsx(
        'h-11 w-full min-w-0 rounded-md border border-line-strong bg-surface px-3 text-base text-ink',
        'placeholder:text-ink-subtle transition-colors',
        'hover:border-brand-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none',
        'disabled:cursor-not-allowed disabled:bg-canvas',
        className,
      )}
      {...props}
    />
  );
}
