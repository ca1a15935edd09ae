'use client';

import type { FormEvent, ReactNode } from 'react';
import { Icon, type IconName } from '../icons.tsx';
import { Button, type ButtonVariant } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';

/** The "paste a shop link" form: a labelled URL field with a hint and one button. */
export function LinkForm({
  id,
  icon,
  label,
  hint,
  placeholder,
  value,
  onChange,
  onSubmit,
  submitLabel,
  busy,
  errorId,
  buttonVariant = 'primary',
  buttonClassName,
}: {
  id: string;
  icon: IconName;
  label: ReactNode;
  hint: ReactNode;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  /** The id of the error message shown elsewhere, when there is one. */
  errorId: string | null;
  buttonVariant?: ButtonVariant;
  buttonClassName?: string;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-describedby={`${id}-hint`}>
      <label htmlFor={id} className="flex items-center gap-2 text-base font-semibold">
        <Icon name={icon} size={18} className="text-accent-500" />
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
      <div className="mt-3 flex flex-col gap-2 md:flex-row">
        <Input
          id={id}
          type="url"
          inputMode="url"
          name="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          aria-invalid={errorId !== null}
          aria-errormessage={errorId ?? undefined}
          disabled={busy}
          maxLength={2000}
        />
        <Button type="submit" variant={buttonVariant} disabled={busy} className={buttonClassName}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Why a pasted link was not taken, announced to screen readers. */
export function LinkError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="flex items-start gap-2 text-sm text-danger">
      <Icon name="alert" size={16} className="mt-0.5 shrink-0" />
      {message}
    </p>
  );
}
