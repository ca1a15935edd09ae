'use client';

import type { InputHTMLAttributes } from 'react';
import { Button, Card, Field } from './ui';

/** The one-field search at the top of a screen: a label, the field and its button. */
export function SearchForm({
  label,
  action,
  onSearch,
  ...field
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  label: string;
  action: string;
  onSearch: (value: string) => void;
}) {
  return (
    <Card>
      <form
        className="flex flex-col gap-3 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
        }}
      >
        <div className="flex-1">
          <Field label={label} name="q" required {...field} />
        </div>
        <Button type="submit">{action}</Button>
      </form>
    </Card>
  );
}
