import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';

const TONES = {
  open: 'bg-canvas text-ink',
  answered: 'bg-brand-50 text-brand-800',
  handled: 'bg-emerald-50 text-success',
} as const;

/** Where an inquiry stands: waiting for us, answered (your turn), or closed. */
export function InquiryStatus({ status }: { status: keyof typeof TONES }) {
  const t = useTranslations('support.status');
  return (
    <span
      className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', TONES[status])}
      data-testid="inquiry-status"
    >
      {t(status)}
    </span>
  );
}
