'use client';

import { useState } from 'react';

export interface QuantityStepperProps {
  value: number;
  max?: number;
  disabled?: boolean;
  onChange: (next: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  inputLabel: string;
}

/**
 * − / number / + with a committed value: typing commits on blur or Enter. Key it by `value`
 * so a new value from the server resets the draft.
 */
export function QuantityStepper({
  value,
  max,
  disabled,
  onChange,
  decreaseLabel,
  increaseLabel,
  inputLabel,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const clamp = (n: number) => Math.max(1, max !== undefined ? Math.min(n, max) : n);
  const commit = () => {
    const n = Number(draft);
    if (!Number.isFinite(n) || n < 1) return setDraft(String(value));
    const next = clamp(Math.floor(n));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="inline-flex h-9 items-center rounded-md border border-line-strong bg-surface">
      <button
        type="button"
        className="h-full w-8 text-ink-muted sm:w-9 hover:text-ink disabled:opacity-40"
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={decreaseLabel}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={inputLabel}
        min={1}
        max={max}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="h-full w-10 border-x border-line text-center text-sm [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className="h-full w-8 text-ink-muted sm:w-9 hover:text-ink disabled:opacity-40"
        onClick={() => onChange(value + 1)}
        disabled={disabled || (max !== undefined && value >= max)}
        aria-label={increaseLabel}
      >
        +
      </button>
    </div>
  );
}
