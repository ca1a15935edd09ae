'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import {
  disputePath,
  useDisputeOf,
  useOpenDispute,
  type DisputeBody,
} from '../../lib/disputes/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ProductPhotos } from '../ship-for-me/ProductPhotos.tsx';
import { Field, NativeSelect } from '../ship-for-me/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';

const REASONS = ['damaged', 'missing_item', 'wrong_item', 'other'] as const;
const textarea = 'min-h-24 rounded-md border border-line-strong bg-surface px-3 py-2 text-base';

/**
 * On a delivered buy product: its dispute (a link to follow it), or the form to open one —
 * reason, how many items, photos, refund or replacement. The API judges the window.
 */
export function DisputePanel({
  buyProductId,
  quantity,
}: {
  buyProductId: number;
  quantity: number;
}) {
  const t = useTranslations('disputes');
  const { line } = useErrorMessage();
  const existing = useDisputeOf(buyProductId);
  const open = useOpenDispute(buyProductId);
  const [shown, setShown] = useState(false);
  const [form, setForm] = useState({
    reason: '',
    description: '',
    quantity: '1',
    resolution: 'refund',
  });
  const [photos, setPhotos] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);

  const count = Number(form.quantity);
  const problems = {
    reason: form.reason ? null : t('reasonMissing'),
    description: form.description.trim() ? null : t('descriptionMissing'),
    quantity:
      Number.isInteger(count) && count >= 1 && count <= quantity
        ? null
        : t('quantityRange', { max: quantity }),
    photos: photos.length > 0 ? null : t('photosMissing'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    open.mutate({
      reason: form.reason as DisputeBody['reason'],
      description: form.description.trim(),
      quantity: count,
      photo_ids: photos,
      requested_resolution: form.resolution as DisputeBody['requested_resolution'],
    });
  };

  const dispute = open.data ?? existing.data;
  return (
    <section className="rounded-lg border border-line bg-surface p-4" data-testid="dispute-panel">
      <h2 className="font-semibold">{t('panelTitle')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('panelIntro')}</p>
      {dispute ? (
        <p className="mt-3 text-sm">
          <Link href={disputePath(dispute.id)} className="font-medium text-brand-700 underline">
            {t('follow', { number: dispute.number, status: t(`status.${dispute.status}`) })}
          </Link>
        </p>
      ) : !shown ? (
        <Button type="button" variant="secondary" className="mt-3" onClick={() => setShown(true)}>
          {t('openButton')}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3 md:grid-cols-2">
          <Field id="dispute-reason" label={t('reason')} error={touched ? problems.reason : null}>
            <NativeSelect
              id="dispute-reason"
              value={form.reason}
              onChange={(e) => setForm({ ...form, reason: e.target.value })}
            >
              <option value="">{t('choose')}</option>
              {REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reasons.${reason}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id="dispute-quantity"
            label={t('quantity', { max: quantity })}
            error={touched ? problems.quantity : null}
          >
            <Input
              id="dispute-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={quantity}
              value={form.quantity}
              onChange={(e) => setForm({ ...form, quantity: e.target.value })}
            />
          </Field>
          <Field
            id="dispute-description"
            label={t('description')}
            error={touched ? problems.description : null}
            className="md:col-span-2"
          >
            <textarea
              id="dispute-description"
              className={textarea}
              maxLength={2000}
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
            />
          </Field>
          <fieldset className="grid gap-2 md:col-span-2">
            <legend className="text-sm font-medium">{t('resolution')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['refund', 'replacement'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="dispute-resolution"
                    value={value}
                    checked={form.resolution === value}
                    onChange={() => setForm({ ...form, resolution: value })}
                  />
                  {t(`resolutions.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="md:col-span-2">
            <ProductPhotos ids={photos} onChange={setPhotos} max={10} />
            {touched && problems.photos ? (
              <p className="text-xs text-danger">{problems.photos}</p>
            ) : null}
          </div>
          {open.isError ? (
            <p className="text-sm text-danger md:col-span-2" role="alert">
              {line(open.error)}
            </p>
          ) : null}
          <Button
            type="submit"
            disabled={open.isPending}
            className="md:col-span-2 md:justify-self-start"
          >
            {t('submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
