'use client';

import { useState } from 'react';
import { Button, Field, labelFor } from '@/components/ui';
import { fieldError, type StaffError } from '@/lib/staff-api';

export type Move = 'dispatched' | 'delivered' | 'cancelled';

/**
 * The moves a delivery request allows from its state. Dispatching hands the goods to the
 * courier, so it asks for the consignment id the customer will track them by.
 */
export function DeliveryMoves({
  request,
  moves,
  pending,
  problem,
  onMove,
}: {
  request: { number: string };
  moves: { to: Move; label: string }[];
  pending: boolean;
  problem: StaffError | null;
  onMove: (to: Move, tracking?: string) => void;
}) {
  const [tracking, setTracking] = useState('');
  const dispatches = moves.some((m) => m.to === 'dispatched');
  return (
    <form
      className="flex min-w-44 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const to = (submitter?.value ?? moves[0]?.to) as Move;
        onMove(to, to === 'dispatched' ? tracking : undefined);
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
