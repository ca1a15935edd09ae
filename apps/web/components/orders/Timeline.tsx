'use client';

import { useTranslations } from 'next-intl';
import type { TimelineEvent } from '../../lib/cart/types.ts';

/** Every status change of a buy product, oldest first, with who made it and why. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  const t = useTranslations('orders');
  return (
    <ol className="relative grid gap-4 border-l border-line pl-5" data-testid="timeline">
      {events.map((event) => (
        <li key={event.id} className="relative" data-testid="timeline-event">
          <span className="absolute top-1.5 -left-[25px] h-2.5 w-2.5 rounded-full bg-brand-600 ring-4 ring-surface" />
          <p className="text-sm font-semibold">{t(`status.${event.to_status}`)}</p>
          <p className="text-xs text-ink-muted">
            {t('eventMeta', { date: new Date(event.created_at), actor: t(`actor.${event.actor}`) })}
          </p>
          {event.note ? <p className="mt-1 text-sm text-ink-muted">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
