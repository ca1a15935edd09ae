import { clsx } from 'clsx';
import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/**
 * A plain data table. Below the MD breakpoint each row becomes a card whose cells carry their
 * column label (pass `label` to TableCell), so phones never scroll sideways.
 */
export function Table({
  caption,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLTableElement> & { caption?: string }) {
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border md:border-line md:bg-surface">
      <table
        className={clsx('block w-full border-collapse text-left text-sm md:table', className)}
        {...props}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function TableHead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      className="sr-only bg-canvas text-xs tracking-wide text-ink-muted uppercase md:not-sr-only md:table-header-group"
      {...props}
    />
  );
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <tbody
      className="flex flex-col gap-3 md:table-row-group md:divide-y md:divide-line"
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={clsx(
        'block rounded-lg border border-line bg-surface p-4 align-top md:table-row md:rounded-none md:border-0 md:p-0',
        className,
      )}
      {...props}
    />
  );
}

export function TableHeader({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={clsx('px-4 py-3 font-semibold', className)} {...props} />;
}

export function TableCell({
  label,
  className,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={clsx(
        'block py-0.5 md:table-cell md:px-4 md:py-3',
        label &&
          'before:block before:text-xs before:font-semibold before:text-ink-subtle before:content-[attr(data-label)] md:before:hidden',
        className,
      )}
      {...props}
    />
  );
}
