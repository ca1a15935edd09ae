'use client';

import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { Icon } from '../icons.tsx';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps {
  /** For a trigger outside the dialog's Root that names it in aria-controls. */
  id?: string;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  /** Where focus goes on closing when the dialog has no DialogTrigger (one loaded later). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A bottom sheet on phones, a centred dialog from the MD breakpoint up. */
export function DialogContent({
  id,
  title,
  description,
  closeLabel,
  children,
  className,
  returnFocusTo,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-ink/40 backdrop-blur-[2px]" />
      <RadixDialog.Content
        id={id}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
        className={clsx(
          'fixed z-50 flex max-h-[90dvh] flex-col overflow-y-auto bg-surface shadow-raised animate-sheet-in focus:outline-none',
          'inset-x-0 bottom-0 rounded-t-2xl p-5 pb-8',
          'md:inset-auto md:top-1/2 md:left-1/2 md:w-[28rem] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl md:p-6',
          className,
        )}
      >
        <div className="mx-auto mb-4 h-1 w-10 rounded-full bg-line-strong md:hidden" aria-hidden />
        <div className="flex items-start justify-between gap-4">
          <div>
            <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-ink-muted">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            className="-mt-1 -mr-2 rounded-md p-2 text-ink-muted hover:bg-canvas hover:text-ink"
            aria-label={closeLabel}
          >
            <Icon name="close" />
          </RadixDialog.Close>
        </div>
        <div className="mt-5">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A whole dialog, opened and closed from outside (DialogButton loads it when first wanted). */
export function DialogSheet({
  open,
  onOpenChange,
  ...content
}: DialogContentProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content} />
    </RadixDialog.Root>
  );
}
