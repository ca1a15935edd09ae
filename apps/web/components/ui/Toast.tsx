'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

const ToastList = dynamic(() => import('./ToastList.tsx').then((module) => module.ToastList), {
  ssr: false,
});

export interface ToastMessage {
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
  // Once the first toast has loaded the list, it stays: later toasts appear at once.
  const [shown, setShown] = useState(false);

  const notify = useCallback<Notify>((title, tone = 'info', action) => {
    setShown(true);
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
      {children}
      {shown ? <ToastList messages={messages} onDismiss={dismiss} closeLabel={closeLabel} /> : null}
    </ToastContext.Provider>
  );
}

export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast must be used inside ToastProvider');
  return notify;
}
