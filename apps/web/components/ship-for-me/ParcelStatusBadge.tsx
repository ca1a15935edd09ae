import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { statusTone } from '../../lib/ship-for-me/status.ts';
import type { ShipmentStatus } from '../../lib/ship-for-me/types.ts';

const tones = {
  action: 'bg-amber-100 text-amber-900',
  moving: 'bg-brand-50 text-brand-800',
  done: 'bg-emerald-100 text-emerald-900',
  stopped: 'bg-canvas text-ink-muted',
};

export function ParcelStatusBadge({ status }: { status: ShipmentStatus }) {
  const t = useTranslations('shipForMe.status');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[statusTone(status)],
      )}
      data-status={status}
    >
      {t(status)}
    </span>
  );
}
