'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { uploadReceipt } from '../../lib/payments/upload-receipt.ts';
import { thumbnailHref } from '../../lib/ship-for-me/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';

/** Photos of a product (what the shop showed): uploaded one by one with their progress. */
export function ProductPhotos({
  ids,
  onChange,
  max,
}: {
  ids: number[];
  onChange: (ids: number[]) => void;
  max: number;
}) {
  const t = useTranslations('shipForMe.photos');
  const { line } = useErrorMessage();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const { id } = await uploadReceipt(file, { onProgress: setProgress });
      onChange([...ids, id]);
    } catch (error) {
      setFailure(line(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">{t('label')}</span>
      <div className="flex flex-wrap items-center gap-2">
        {ids.map((id) => (
          <div key={id} className="relative">
            {/* eslint-disable-next-line @next/next/no-img-element -- the customer's own upload, served by the API */}
            <img
              src={thumbnailHref(id)}
              alt={t('alt')}
              className="h-16 w-16 rounded-md border border-line object-cover"
            />
            <button
              type="button"
              className="absolute -top-2 -right-2 grid h-6 w-6 place-items-center rounded-full bg-ink text-xs text-white"
              aria-label={t('remove')}
              onClick={() => onChange(ids.filter((other) => other !== id))}
            >
              ×
            </button>
          </div>
        ))}
        {ids.length < max ? (
          <label
            htmlFor={inputId}
            className="grid h-16 min-w-16 cursor-pointer place-items-center rounded-md border border-dashed border-line-strong px-3 text-xs text-ink-muted hover:border-brand-400"
          >
            {progress === null ? t('add') : t('uploading', { percent: Math.round(progress * 100) })}
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={progress !== null}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        ) : null}
      </div>
      {failure ? (
        <p className="text-xs text-danger">{failure}</p>
      ) : (
        <p className="text-xs text-ink-muted">{t('hint')}</p>
      )}
    </div>
  );
}
