'use client';

import type { ReactNode } from 'react';
import { Button, Field } from './ui';

/** A refusal staff must explain: the reason the customer will read, and the button. */
export function ReasonForm({
  label,
  action,
  maxLength,
  pending,
  onReason,
  variant = 'danger',
  children,
}: {
  label: string;
  action: string;
  maxLength: number;
  pending: boolean;
  onReason: (reason: string) => void;
  /** Danger for a refusal (the default), primary for a confirmation such as "Mark paid". */
  variant?: 'primary' | 'danger';
  /** Further buttons beside it (e.g. "Keep it"). */
  children?: ReactNode;
}) {
  return (
    <form
      className="flex flex-col gap-3 md:flex-row md:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onReason(String(new FormData(event.currentTarget).get('reason') ?? '').trim());
      }}
    >
      <div className="flex-1">
        <Field label={label} name="reason" required maxLength={maxLength} />
      </div>
      <Button type="submit" variant={variant} disabled={pending}>
        {action}
      </Button>
      {children}
    </form>
  );
}
