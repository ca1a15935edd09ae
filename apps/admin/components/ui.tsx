'use client';

import { formatMoney, type Money } from '@crossport/money';
import { useId } from 'react';
import { fieldName } from '@/lib/field-name';
import type {
  ButtonHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
} from 'react';

const cx = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** Large targets: staff use these on a warehouse tablet (at least 44 px high). */
export function Button({
  variant = 'primary',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'danger' }) {
  return (
    <button
      {...props}
      className={cx(
        'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50',
        variant === 'primary' && 'bg-brand-700 text-white hover:bg-brand-800',
        variant === 'secondary' && 'border border-slate-300 bg-white text-ink hover:bg-slate-100',
        variant === 'danger' && 'bg-red-700 text-white hover:bg-red-800',
        className,
      )}
    />
  );
}

const CONTROL =
  'min-h-11 w-full rounded-lg border bg-white px-3 text-base font-normal focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

/**
 * A label, its control, the hint, and the API's message for this field when it refused it. The
 * hint and message describe the control rather than name it, so its name stays the label.
 */
export function Labelled({
  label,
  hint,
  error,
  children,
}: {
  /** Text, or text with a part only screen readers hear (which row's field it is). */
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(described ? { 'aria-describedby': described } : {}),
        className: `${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`,
      })}
      {hint ? (
        <span id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** An input with its label; `error` (the API's message for this field) shows under it. */
export function Field({
  label,
  hint,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: string;
  error?: string;
}) {
  return (
    <Labelled label={label} hint={hint} error={error}>
      {(control) => <input {...props} {...control} />}
    </Labelled>
  );
}

export function Select({
  label,
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        {...props}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base font-normal focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A label's visible words and the part only a screen reader needs (which row, which part). */
export function labelFor(visible: string, unseen: string): ReactNode {
  return (
    <>
      {visible}
      <span className="sr-only"> {unseen}</span>
    </>
  );
}

/** The API's message for a field, under it. */
export function Problem({ text }: { text: string | undefined }) {
  return text ? <p className="text-sm font-medium text-red-700">{text}</p> : null;
}

/** A state as a small coloured label: upcoming, running, live, draft… */
export function Badge({ tone, children }: { tone: 'good' | 'wait' | 'off'; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone === 'good' && 'bg-emerald-100 text-emerald-800',
        tone === 'wait' && 'bg-amber-100 text-amber-900',
        tone === 'off' && 'bg-slate-200 text-slate-700',
      )}
    >
      {children}
    </span>
  );
}

/** A time as staff read it: local date and minutes. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

export function SelectField({
  label,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        {...props}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base font-normal focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      >
        {children}
      </select>
    </label>
  );
}

export function Card({
  title,
  children,
  actions,
}: {
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function PageTitle({
  children,
  description,
}: {
  children: ReactNode;
  description?: string;
}) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight">{children}</h1>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
    </div>
  );
}

export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-lg px-3 py-2 text-sm',
        tone === 'error' && 'bg-red-50 text-red-800',
        tone === 'success' && 'bg-emerald-50 text-emerald-800',
        tone === 'info' && 'bg-slate-100 text-ink',
      )}
    >
      {children}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="py-8 text-center text-sm text-ink-muted">{children}</p>;
}

/** How long something has waited, in the largest whole unit. */
export function age(since: string | null, now = Date.now()): string {
  if (!since) return '—';
  const minutes = Math.max(0, Math.round((now - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

/** Staff read the currency's code (BDT 1,344.30): unambiguous, and no glyph a font may lack. */
export function money(value: Money | null | undefined): string {
  return value ? formatMoney(value, 'en') : '—';
}

/** A status as staff read it: `under_review` → "under review". */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

export function day(iso: string | null): string {
  return iso ? iso.slice(0, 16).replace('T', ' ') : '—';
}

/** A refused call: the API's message, then what it said of each field (a slab, a rate…). */
export function ErrorNotice({
  error,
}: {
  error: { message: string; details?: { field?: string; message: string }[] } | null;
}) {
  if (!error) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      <p>{error.message}</p>
      {error.details?.length ? (
        <ul className="mt-1 list-disc pl-5" data-testid="error-details">
          {error.details.map((detail) => (
            <li key={`${detail.field}:${detail.message}`}>
              {detail.field ? `${fieldName(detail.field)}: ` : ''}
              {detail.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
