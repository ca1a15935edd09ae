import { useTranslations } from 'next-intl';
import type { ShipmentEvent } from '../../lib/ship-for-me/types.ts';

/** What happened to the parcel, oldest first: tracking, receipt, invoice, legs, delivery. */
export function ParcelTimeline({ events, locale }: { events: ShipmentEvent[]; locale: string }) {
  const t = useTranslations('shipForMe.timeline');
  const status = useTranslations('shipForMe.status');
  const text = (event: ShipmentEvent) => {
    const data = event.data ?? {};
    if (event.kind === 'tracking_added' || event.kind === 'tracking_updated') {
      return t(event.kind, { id: String(data.tracking_id ?? '') });
    }
    if (event.kind === 'held') return t('held', { reason: event.note ?? '' });
    if (event.kind === 'delivery_requested')
      return t('delivery_requested', { number: event.note ?? '' });
    if (event.kind === 'with_courier') {
      return t('withCourier', {
        courier: String(data.courier ?? ''),
        tracking: String(data.tracking_number ?? ''),
      });
    }
    if (event.kind === 'status' && event.status === 'requested') return t('requested');
    if (event.kind === 'measurement_corrected') {
      return t('measurementCorrected', {
        kg: Number(data.weight_grams ?? 0) / 1000,
        size: `${String(data.length_cm)}×${String(data.width_cm)}×${String(data.height_cm)}`,
      });
    }
    if (event.kind === 'split') return t('split', { numbers: event.note ?? '' });
    if (event.kind === 'repacked')
      return t('repacked', { number: String(data.consolidation ?? '') });
    if (event.kind === 'storage_reminder')
      return t('storageReminder', { date: String(data.free_until ?? '') });
    if (event.kind === 'storage_fee') return t('storageFee', { days: Number(data.days ?? 0) });
    if (event.kind === 'storage_final_notice')
      return t('storageFinalNotice', { date: String(data.dispose_on ?? '') });
    if (event.kind === 'request_opened' || event.kind === 'request_answered') {
      return t(event.kind === 'request_opened' ? 'requestOpened' : 'requestAnswered', {
        note: event.note ?? '',
      });
    }
    if (event.status === 'received_at_warehouse' && data.weight_grams !== undefined) {
      return t('received', {
        kg: Number(data.weight_grams ?? 0) / 1000,
        size: `${String(data.length_cm)}×${String(data.width_cm)}×${String(data.height_cm)}`,
      });
    }
    if (event.status && data.consolidation) {
      return `${status(event.status)} · ${String(data.consolidation)}`;
    }
    return event.status ? status(event.status) : (event.note ?? event.kind);
  };
  return (
    <ol className="grid gap-3 border-l-2 border-brand-200 pl-4" data-testid="parcel-timeline">
      {events.map((event) => (
        <li
          key={event.id}
          className="relative"
          data-kind={event.kind}
          data-status={event.status ?? ''}
        >
          <span
            className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand-600"
            aria-hidden
          />
          <p className="text-sm font-medium">{text(event)}</p>
          <p className="text-xs text-ink-muted">
            {new Date(event.at).toLocaleString(locale)} · {t(`actors.${event.actor}`)}
          </p>
        </li>
      ))}
    </ol>
  );
}
