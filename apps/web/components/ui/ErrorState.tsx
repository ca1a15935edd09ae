import type { ReactNode } from 'react';
import { Icon } from '../icons.tsx';

export function ErrorState({
  title,
  body,
  action,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-danger/20 bg-danger-soft p-4 text-sm"
    >
      <Icon name="alert" className="mt-0.5 shrink-0 text-danger" />
      <div className="flex-1">
        <p className="font-semibold text-danger">{title}</p>
        {body ? <p className="mt-1 text-ink-muted">{body}</p> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}
