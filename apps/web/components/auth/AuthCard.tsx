import type { ReactNode } from 'react';
import { LogoMark } from '../Logo.tsx';

/** The frame of the sign-in, sign-up, recovery and verification pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-6 md:py-14">
      <div className="w-full max-w-[28rem]">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-card md:p-8">
          <LogoMark size={40} />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle ? <p className="mt-1.5 text-sm text-ink-muted">{subtitle}</p> : null}
          <div className="mt-6 flex flex-col gap-5">{children}</div>
        </div>
        {footer ? (
          <div className="mt-5 flex flex-col items-center gap-2 text-center text-sm text-ink-muted">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}
