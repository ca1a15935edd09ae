'use client';

/** Status pills with counts over a list of buy products (My Orders, My Delivery). */
export function StatusTabs<T extends string>({
  label,
  tabs,
  active,
  onSelect,
}: {
  label: string;
  tabs: { id: T; label: string; count: number }[];
  active: T | null;
  onSelect: (id: T) => void;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="scrollbar-none -mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
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
            <span className={selected ? 'text-white/80' : 'text-ink-subtle'}>{tab.count}</span>
          </button>
        );
      })}
    </div>
  );
}
