'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { isUndecided, useClaimsOf, useOpenClaim, type ClaimBody } from '../../lib/claims/hooks.ts';
import { uploadReceipt } from '../../lib/payments/upload-receipt.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ProductPhotos } from '../ship-for-me/ProductPhotos.tsx';
import { Field, NativeSelect } from '../ship-for-me/Field.tsx';
import { Button } from '../ui/Button.tsx';

const REASONS = ['damaged', 'missing_item', 'wrong_item', 'other'] as const;

/**
 * After delivery: the claims on this parcel and, while none is being decided, the form to open
 * one with photos and an unboxing video. The API refuses outside the claims window with a
 * message that says why; it shows beside the button.
 */
export function ClaimPanel({
  subjectType,
  subjectId,
  locale,
}: {
  subjectType: ClaimBody['subject_type'];
  subjectId: number;
  locale: string;
}) {
  const t = useTranslations('claims');
  const { line } = useErrorMessage();
  const claims = useClaimsOf(subjectType, subjectId);
  const open = useOpenClaim();
  const videoInput = useId();
  const [form, setForm] = useState({ reason: '', description: '' });
  const [photos, setPhotos] = useState<number[]>([]);
  const [video, setVideo] = useState<{ id: number; name: string } | null>(null);
  const [videoProgress, setVideoProgress] = useState<number | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const uploadVideo = async (file: File | undefined) => {
    if (!file) return;
    setVideoError(null);
    setVideoProgress(0);
    try {
      const { id } = await uploadReceipt(file, { onProgress: setVideoProgress });
      setVideo({ id, name: file.name });
    } catch (error) {
      setVideoError(line(error));
    } finally {
      setVideoProgress(null);
    }
  };

  const problems = {
    reason: form.reason ? null : t('reasonMissing'),
    description: form.description.trim() ? null : t('descriptionMissing'),
    photos: photos.length > 0 ? null : t('photosMissing'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problems.reason || problems.description || problems.photos) return;
    open.mutate({
      subject_type: subjectType,
      subject_id: subjectId,
      reason: form.reason as ClaimBody['reason'],
      description: form.description.trim(),
      photo_ids: photos,
      ...(video ? { video_id: video.id } : {}),
    });
  };

  const list = claims.data ?? [];
  const deciding = list.some(isUndecided);
  return (
    <section className="rounded-lg border border-line bg-surface p-4" data-testid="claims">
      <h2 className="font-semibold">{t('title')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      {list.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {list.map((claim) => (
            <li
              key={claim.id}
              className="rounded-md bg-canvas p-3 text-sm"
              data-status={claim.status}
            >
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">
                  {claim.number} · {t(`reasons.${claim.reason}`)}
                </span>
                <span className="text-xs font-semibold text-ink-muted">
                  {t(`status.${claim.status}`)}
                </span>
              </div>
              <p className="text-xs text-ink-muted">
                {new Date(claim.created_at).toLocaleString(locale)}
              </p>
              {claim.resolution_note ? (
                <p className="mt-1">{t('resolution', { note: claim.resolution_note })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {!deciding ? (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3">
          <Field id="claim-reason" label={t('reason')} error={touched ? problems.reason : null}>
            <NativeSelect
              id="claim-reason"
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
            id="claim-description"
            label={t('description')}
            error={touched ? problems.description : null}
          >
            <textarea
              id="claim-description"
              className="min-h-24 rounded-md border border-line-strong bg-surface px-3 py-2 text-sm"
              maxLength={2000}
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
            />
          </Field>
          <div>
            <ProductPhotos ids={photos} onChange={setPhotos} max={10} />
            {touched && problems.photos ? (
              <p className="text-xs text-danger">{problems.photos}</p>
            ) : null}
          </div>
          <div className="grid gap-1">
            <label htmlFor={videoInput} className="text-sm font-medium">
              {t('video')}
            </label>
            <input
              id={videoInput}
              type="file"
              accept="video/mp4,video/webm,video/quicktime"
              className="text-sm"
              disabled={videoProgress !== null}
              onChange={(event) => {
                void uploadVideo(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <p className="text-xs text-ink-muted" data-testid="claim-video">
              {videoProgress !== null
                ? t('uploading', { percent: Math.round(videoProgress * 100) })
                : video
                  ? t('videoAttached', { name: video.name })
                  : t('videoHint')}
            </p>
            {videoError ? <p className="text-xs text-danger">{videoError}</p> : null}
          </div>
          {open.isError ? (
            <p className="text-sm text-danger" role="alert">
              {line(open.error)}
            </p>
          ) : null}
          <Button type="submit" disabled={open.isPending || videoProgress !== null}>
            {t('submit')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
