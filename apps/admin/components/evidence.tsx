'use client';

import type { Money } from '@crossport/money';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, day, Field, money, statusLabel } from './ui';

/** The customer's pictures, each opening full size (served behind the staff session). */
export function Photos({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return <p className="text-sm text-ink-muted">No pictures.</p>;
  return (
    <ul className="flex flex-wrap gap-3" aria-label={label}>
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private upload behind the staff session, not an optimisable public image */}
            <img
              src={url}
              alt={`${label} ${index + 1}`}
              className="h-32 w-32 rounded-lg border border-slate-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

export interface TimelineEvent {
  id: number;
  from_status: string | null;
  to_status: string;
  actor: 'customer' | 'staff';
  note: string | null;
  created_at: string;
  refund?: Money | null;
  photo_ids?: number[];
}

/** Every move of an item, oldest first: who moved it, what they wrote, what they sent. */
export function Timeline({
  events,
  photoUrl,
}: {
  events: TimelineEvent[];
  photoUrl?: (photoId: number) => string;
}) {
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4" data-testid="timeline">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-1 text-sm">
          <p>
            <span className="font-semibold">{statusLabel(event.to_status)}</span>
            <span className="text-ink-muted">
              {' '}
              · {event.actor === 'customer' ? 'the customer' : 'staff'} · {day(event.created_at)}
            </span>
            {event.refund ? <span> · refunded {money(event.refund)}</span> : null}
          </p>
          {event.note ? <p className="whitespace-pre-wrap">{event.note}</p> : null}
          {photoUrl && event.photo_ids?.length ? (
            <Photos urls={event.photo_ids.map(photoUrl)} label="Sent with this message" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export interface NoteAction {
  /** What the button says; also names the move in the form's submit. */
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
  /** The move; the form clears once it succeeded. The form's other fields come along. */
  run: (note: string, form: FormData) => Promise<unknown>;
}

/**
 * One note the customer will read and the moves it can go with ("Ask for evidence", "Reject"…):
 * every move needs the note, so one field serves them all.
 */
export function NoteActions({
  label,
  actions,
  pending,
  children,
}: {
  label: string;
  actions: NoteAction[];
  pending: boolean;
  /** More fields a move reads from the same form (e.g. a refund amount). */
  children?: ReactNode;
}) {
  const [formKey, setFormKey] = useState(0);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = actions.find((a) => a.label === submitter?.getAttribute('value'));
    const form = new FormData(event.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    if (!action || !note) return;
    try {
      await action.run(note, form);
      setFormKey((key) => key + 1);
    } catch {
      // The page shows the API's refusal; the note stays to be corrected.
    }
  }
  return (
    <form key={formKey} className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
      <Field label={label} name="note" required maxLength={2000} />
      {children}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.label}
            type="submit"
            name="action"
            value={action.label}
            variant={action.variant ?? 'secondary'}
            disabled={pending}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
