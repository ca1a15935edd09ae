'use client';

import Link from 'next/link';
import { Toast as RadixToast } from 'radix-ui';
import { Icon } from '../icons.tsx';
import type { ToastMessage } from './Toast.tsx';

/**
 * The toasts on screen (ToastProvider keeps the list): loaded with the first one, so a page
 * that never shows one goes without Radix's toast code.
 */
export function ToastList({
  messages,
  onDismiss,
  closeLabel,
}: {
  messages: ToastMessage[];
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  return (
    <RadixToast.Provider swipeDirection="down" duration={4000}>
      {messages.map((message) => (
        <RadixToast.Root
          key={message.id}
          // Long enough to reach for the link; hovering or focusing pauses it anyway.
          duration={message.action ? 8000 : undefined}
          onOpenChange={(open) => {
            if (!open) onDismiss(message.id);
          }}
          className={
            'flex items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-raised animate-sheet-in ' +
            (message.tone === 'error' ? 'bg-danger' : 'bg-brand-900')
          }
        >
          <RadixToast.Title className="flex-1">{message.title}</RadixToast.Title>
          {message.action ? (
            <RadixToast.Action altText={message.action.label} asChild>
              <Link
                href={message.action.href}
                className="shrink-0 rounded px-2 py-1 font-semibold underline underline-offset-2 hover:bg-white/10"
              >
                {message.action.label}
              </Link>
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close aria-label={closeLabel} className="rounded p-1 hover:bg-white/10">
            <Icon name="close" size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* On a phone, above the tab bar and the sticky buy and checkout bars. */}
      <RadixToast.Viewport className="fixed inset-x-0 bottom-32 z-[60] md:bottom-0 mx-auto flex w-full max-w-md flex-col gap-2 p-4 outline-none md:right-0 md:left-auto md:mx-0" />
    </RadixToast.Provider>
  );
}
