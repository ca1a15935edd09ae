'use client';

import { Button } from './ui';

/** The states a queue can be looked at in, one at a time. */
export function StateTabs<State extends string>({
  states,
  current,
  onChange,
}: {
  states: readonly { state: State; label: string }[];
  current: State;
  onChange: (state: State) => void;
}) {
  return (
    <div role="tablist" aria-label="State" className="flex flex-wrap gap-2">
      {states.map(({ state, label }) => (
        <Button
          key={state}
          role="tab"
          aria-selected={state === current}
          variant={state === current ? 'primary' : 'secondary'}
          onClick={() => onChange(state)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
