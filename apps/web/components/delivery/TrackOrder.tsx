'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { api, ApiError, ok } from '../../lib/api.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';

const NUMBER = /^(SP|BP|DR)-\d{8,15}$/i;

/** "Track orders": one box for a parcel, buy product or delivery request number. */
export function TrackOrder() {
  const t = useTranslations('track');
  const router = useRouter();
  const { line } = useErrorMessage();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = number.trim();
    if (!NUMBER.test(wanted)) {
      setProblem(t('invalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const found = await ok(
        api.GET('/api/tracking/customer/v1/find', {
          params: { query: { number: wanted.toUpperCase() } },
        }),
      );
      router.push(found.data.path);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 404
          ? t('notFound', { number: wanted.toUpperCase() })
          : line(error),
      );
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 grid max-w-xl gap-2"
      data-testid="track-form"
    >
      <label htmlFor="track-number" className="text-sm font-medium">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <Input
          id="track-number"
          value={number}
          maxLength={20}
          autoComplete="off"
          placeholder="SP-00000012"
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setNumber(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('submit')}
        </Button>
      </div>
      {problem ? (
        <p className="text-sm text-danger" role="alert">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-ink-muted">{t('hint')}</p>
      )}
    </form>
  );
}
