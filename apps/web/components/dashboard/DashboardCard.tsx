import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons.tsx';

/** One card of the dashboard: its title, a link to the full page, and what it shows. */
export function DashboardCard({
  id,
  icon,
  title,
  more,
  children,
  className,
}: {
  id: string;
  icon: IconName;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={`flex min-w-0 flex-col rounded-xl border border-line bg-surface p-4 md:p-5 ${className ?? ''}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
          <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={icon} size={18} />
          </span>
          {title}
        </h2>
        {more ? (
          <Link
            href={more.href}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
          >
            {more.label}
            <Icon name="chevronRight" size={14} />
          </Link>
        ) : null}
      </div>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </section>
  );
}

/** What a card says when it has nothing to show. */
export function CardEmpty({ title, body }: { title: string; body: string }) {
  return (
    <div className="rounded-lg border border-dashed border-line-strong p-4 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-ink-muted">{body}</p>
    </div>
  );
}
