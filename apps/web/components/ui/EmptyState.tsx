import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons.tsx';

export function EmptyState({
  icon = 'box',
  title,
  body,
  action,
}: {
  icon?: IconName;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center md:py-16">
      <span className="mb-4 grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={icon} size={28} />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-ink-muted">{body}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
