import { clsx } from 'clsx';
import type { ReactNode, SelectHTMLAttributes } from 'react';

/** A labelled form field with its error under it, as every Ship For Me form lays them out. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-ink-muted">{hint}</p>
      ) : null}
    </div>
  );
}

/** A native select styled like our inputs: keyboard, screen readers and phones handle it well. */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={clsx(
        'h-11 w-full min-w-0 rounded-md border border-line-strong bg-surface px-3 text-base text-ink',
        'hover:border-brand-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none',
        className,
      )}
      {...props}
    />
  );
}

/** A labelled select of named things (a category, a warehouse, a method), by id. */
export function NamedSelectField({
  id,
  label,
  error,
  value,
  onChange,
  options,
  empty,
}: {
  id: string;
  label: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  options: readonly { id: number; name: string }[];
  /** The first, empty choice ("Choose…"); none when absent. */
  empty?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
