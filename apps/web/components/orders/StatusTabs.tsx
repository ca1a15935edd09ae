'use client';

import { clsx } from 'clsx';

/**
 * Status pills, with counts when known, over a list (My Orders, My Delivery, invoices). Many tabs
 * scroll sideways on a phone; a few `wrap` instead, so none hides past the edge.
 */
export function StatusTabs<T extends string>({
  label,
  tabs,
  active,
  onSelect,
  wrap = false,
}: {
  label: string;
  tabs: { id: T; label: string; count?: number }[];
  active: T | null;
  onSelect: (id: T) => void;
  wrap?: boolean;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={clsx(
        '-mx-1 flex gap-1 px-1 pb-1',
        wrap ? 'flex-wrap' : 'scrollbar-none overflow-x-auto',
      )}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={selected}
            data-testid={`tab-${tab.id}`}
            onClick={() => onSelect(tab.id)}
            className={
              selected
                ? 'inline-flex h-9 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white'
                : 'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border border-line bg-surface px-3 text-sm font-medium text-ink-muted hover:border-brand-400'
            }
          >
            {tab.label}
            {tab.count === undefined ? null : (
              <span className={selected ? 'text-white/80' : 'text-ink-subtle'}>{tab.count}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
