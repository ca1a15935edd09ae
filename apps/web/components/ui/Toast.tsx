'use client';

import Link from 'next/link';
import { Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Icon } from '../icons.tsx';

interface ToastMessage {
  id: number;
  title: string;
  tone: 'info' | 'error';
  action?: ToastAction;
}

/** A link the toast offers next to its message ("View cart"). */
export interface ToastAction {
  href: string;
  label: string;
}

type Notify = (title: string, tone?: ToastMessage['tone'], action?: ToastAction) => void;

const ToastContext = createContext<Notify | null>(null);

export function ToastProvider({
  children,
  closeLabel,
}: {
  children: ReactNode;
  closeLabel: string;
}) {
  const [messages, setMessages] = useState<ToastMessage[]>([]);

  const notify = useCallback<Notify>((title, tone = 'info', action) => {
    setMessages((current) => [
      // Good news makes an earlier error stale ("choose a variation first", then added): it goes.
      ...(tone === 'info' ? current.filter((message) => message.tone !== 'error') : current),
      { id: Date.now() + Math.random(), title, tone, action },
    ]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);

  const value = useMemo(() => notify, [notify]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider swipeDirection="down" duration={4000}>
        {children}
        {messages.map((message) => (
          <RadixToast.Root
            key={message.id}
            // Long enough to reach for the link; hovering or focusing pauses it anyway.
            duration={message.action ? 8000 : undefined}
            onOpenChange={(open) => {
              if (!open) dismiss(message.id);
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
    </ToastContext.Provider>
  );
}

export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast must be used inside ToastProvider');
  return notify;
}
