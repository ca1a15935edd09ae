'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { uploadReceipt } from '../../lib/payments/upload-receipt.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Icon } from '../icons.tsx';

/** What the API takes as a receipt (it checks the content too); the picker offers only these. */
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; share: number }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string };

/**
 * The bank-transfer receipt: pick a file, watch it upload (a progress bar from the upload's own
 * progress events), and hand its asset id to the payment step.
 */
export function ReceiptUpload({ onUploaded }: { onUploaded: (assetId: number | null) => void }) {
  const t = useTranslations('payments');
  const { line } = useErrorMessage();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function upload(file: File) {
    controller.current?.abort();
    controller.current = new AbortController();
    onUploaded(null);
    setState({ kind: 'uploading', name: file.name, share: 0 });
    try {
      const asset = await uploadReceipt(file, {
        onProgress: (share) => setState({ kind: 'uploading', name: file.name, share }),
        signal: controller.current.signal,
      });
      setState({ kind: 'done', name: file.name });
      onUploaded(asset.id);
    } catch (error) {
      setState({ kind: 'failed', message: line(error) });
    }
  }

  const percent = state.kind === 'uploading' ? Math.round(state.share * 100) : 0;
  return (
    <div className="grid gap-2">
      <label
        htmlFor="receipt-file"
        className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-line-strong bg-surface p-4 text-sm font-medium hover:border-brand-400"
      >
        <Icon name="upload" size={18} />
        {state.kind === 'done' ? t('replaceReceipt') : t('uploadReceipt')}
      </label>
      <input
        id="receipt-file"
        type="file"
        accept={ACCEPT}
        className="sr-only"
        data-testid="receipt-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      <p className="text-xs text-ink-subtle">{t('receiptHint')}</p>
      {state.kind === 'uploading' ? (
        <div className="grid gap-1 text-xs text-ink-muted">
          <span className="truncate">{t('uploading', { name: state.name, percent })}</span>
          <progress
            className="h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-600"
            max={100}
            value={percent}
            aria-label={t('uploadProgress')}
            data-testid="receipt-progress"
          />
        </div>
      ) : null}
      {state.kind === 'done' ? (
        <p className="flex items-center gap-1 text-sm text-success" data-testid="receipt-done">
          <Icon name="check" size={16} />
          <span className="truncate">{t('uploaded', { name: state.name })}</span>
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="text-sm text-danger" role="alert">
          {t('uploadFailed', { reason: state.message })}
        </p>
      ) : null}
    </div>
  );
}
