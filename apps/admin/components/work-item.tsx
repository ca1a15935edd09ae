'use client';

import { useState, type ReactNode } from 'react';
import type { TableColumn } from './data-table';
import { Button, Card, Notice } from './ui';

/**
 * The row a screen works on, one at a time: opened from its row's button (named for the row,
 * so a screen reader and a test tell the rows apart), closed when done, with what was done.
 */
export type WorkItem<Row> = ReturnType<typeof useWorkItem<Row>>;

export function useWorkItem<Row>() {
  const [open, setOpen] = useState<Row | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  return {
    open,
    said,
    close: () => setOpen(null),
    /** Closes the row and says what happened to it. */
    done: (text: string) => {
      setOpen(null);
      setSaid(text);
    },
    /** The column of buttons that open a row: "Repack SC-00000001". */
    column: (action: string, name: (row: Row) => string, primary = false): TableColumn<Row> => ({
      id: `open-${action}`,
      header: action,
      enableSorting: false,
      cell: (c) => (
        <Button
          variant={primary ? 'primary' : 'secondary'}
          aria-label={`${action} ${name(c.row.original)}`}
          onClick={() => {
            setSaid(null);
            setOpen(c.row.original);
          }}
        >
          {action}
        </Button>
      ),
    }),
  };
}

/** The opened row's form, above its list, with a way to put it down. */
export function WorkPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {children}
    </Card>
  );
}

/** What the last action said, and the opened row's form (each screen's `form` for its row). */
export function WorkArea<Row>({
  work,
  title,
  form,
}: {
  work: WorkItem<Row>;
  title: (row: Row) => string;
  form: (row: Row) => ReactNode;
}) {
  return (
    <>
      {work.said ? <Notice tone="success">{work.said}</Notice> : null}
      {work.open ? (
        <WorkPanel title={title(work.open)} onClose={work.close}>
          {form(work.open)}
        </WorkPanel>
      ) : null}
    </>
  );
}
