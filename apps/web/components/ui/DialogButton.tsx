'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button.tsx';

// Radix's dialog code (focus trap, scroll lock, portal) loads when a dialog is first wanted,
// not with the page: most visitors never open the header's or the search page's dialogs.
const loadSheet = () => import('./Dialog.tsx');
const DialogSheet = dynamic(() => loadSheet().then((module) => module.DialogSheet), {
  ssr: false,
});

export interface DialogButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'title'> {
  /** What the button shows. */
  label: ReactNode;
  title: string;
  description?: string;
  closeLabel: string;
  /** Controlled: whether the dialog is open (else the button keeps it). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's body. */
  children: ReactNode;
}

/** A button that opens a dialog (a bottom sheet on phones) whose code loads on first use. */
export function DialogButton({
  label,
  title,
  description,
  closeLabel,
  open: controlledOpen,
  onOpenChange,
  children,
  ...button
}: DialogButtonProps) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const preload = () => void loadSheet();

  return (
    <>
      <Button
        {...button}
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {wanted ? (
        <DialogSheet
          id={id}
          open={open}
          onOpenChange={setOpen}
          title={title}
          description={description}
          closeLabel={closeLabel}
          returnFocusTo={trigger}
        >
          {children}
        </DialogSheet>
      ) : null}
    </>
  );
}
