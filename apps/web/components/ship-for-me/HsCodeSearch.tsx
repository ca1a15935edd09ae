'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useHsCodeSearch } from '../../lib/ship-for-me/hooks.ts';
import { Input } from '../ui/Input.tsx';

/** Finds an HS code by number or by words; choosing one fills the product's code. */
export function HsCodeSearch({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (code: string) => void;
  invalid?: string | null;
}) {
  const t = useTranslations('shipForMe.hsCode');
  const id = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const search = useHsCodeSearch(open ? text : '');
  const results = search.data ?? [];
  return (
    <div className="relative grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('label')}
      </label>
      <Input
        id={id}
        value={text}
        placeholder={t('placeholder')}
        autoComplete="off"
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          onChange(event.target.value);
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
      />
      {invalid ? <p className="text-xs text-danger">{invalid}</p> : null}
      {open && results.length > 0 ? (
        <ul
          className="absolute top-full z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-line bg-surface shadow-lg"
          aria-label={t('results')}
        >
          {results.map((code) => (
            <li key={code.code}>
              <button
                type="button"
                className="block w-full px-3 py-2 text-left text-sm hover:bg-brand-50"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setText(code.display_code);
                  onChange(code.display_code);
                  setOpen(false);
                }}
              >
                <span className="font-semibold">{code.display_code}</span>{' '}
                <span className="text-ink-muted">{code.description}</span>
                {code.duty ? (
                  <span className="block text-xs text-ink-subtle">
                    {t('duty', { duty: code.duty.duty_percent, tax: code.duty.tax_percent })}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-ink-muted">{t('hint')}</p>
    </div>
  );
}
