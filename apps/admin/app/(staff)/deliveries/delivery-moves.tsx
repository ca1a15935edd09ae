'use client';

import { Button, Field, labelFor } from '@/components/ui';
import { fieldError, type StaffError } from '@/lib/staff-api';

export type Move = 'dispatched' | 'delivered' | 'cancelled';
export interface MoveDraft {
  tracking: string;
  override: string;
}
export const EMPTY_DRAFT: MoveDraft = { tracking: '', override: '' };

/**
 * The moves a delivery request allows from its state. Dispatching hands the goods to the
 * courier, so it asks for the consignment id the customer will track them by, and, when the
 * API says the prepaid charge is unpaid, for the reason to dispatch anyway (recorded).
 */
export function DeliveryMoves({
  request,
  moves,
  pending,
  problem,
  onMove,
  draft,
  onDraft,
}: {
  request: { number: string };
  moves: { to: Move; label: string }[];
  pending: boolean;
  problem: StaffError | null;
  onMove: (to: Move, tracking?: string, override?: string) => void;
  /** What staff typed, kept by the page: the table remounts a row's cell on every render. */
  draft: MoveDraft;
  onDraft: (draft: MoveDraft) => void;
}) {
  const { tracking, override } = draft;
  const setTracking = (value: string) => onDraft({ ...draft, tracking: value });
  const setOverride = (value: string) => onDraft({ ...draft, override: value });
  const dispatches = moves.some((m) => m.to === 'dispatched');
  // The API refused to dispatch an unpaid prepaid request: staff may go on with a reason.
  const unpaid = problem?.code === 'delivery_unpaid';
  return (
    <form
      className="flex min-w-44 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const to = (submitter?.value ?? moves[0]?.to) as Move;
        onMove(
          to,
          to === 'dispatched' ? tracking : undefined,
          to === 'dispatched' && unpaid && override.trim() ? override : undefined,
        );
      }}
    >
      {dispatches ? (
        <Field
          label={labelFor('Tracking number', `of the courier for ${request.number}`)}
          name="tracking_number"
          value={tracking}
          onChange={(event) => setTracking(event.target.value)}
          maxLength={60}
          autoComplete="off"
          error={fieldError(problem, 'body.tracking_number')}
        />
      ) : null}
      {dispatches && unpaid ? (
        <Field
          label={labelFor('Reason to dispatch unpaid', `for ${request.number}`)}
          name="override_reason"
          value={override}
          onChange={(event) => setOverride(event.target.value)}
          maxLength={300}
          autoComplete="off"
          hint={problem?.message}
          error={fieldError(problem, 'body.override_reason')}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {moves.map(({ to, label }) => (
          <Button
            key={to}
            type="submit"
            value={to}
            variant={to === 'cancelled' ? 'secondary' : 'primary'}
            disabled={pending}
            aria-label={`${label} ${request.number}`}
          >
            {label}
          </Button>
        ))}
      </div>
    </form>
  );
}
