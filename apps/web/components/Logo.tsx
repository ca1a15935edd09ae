import { clsx } from 'clsx';

/** The Crossport mark — two crossing routes meeting at a port — and the wordmark. */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="9" fill="#17605a" />
      <path
        d="M8 22c3.5-1 6-4.5 8-8s4.5-6.5 8-7"
        fill="none"
        stroke="#aee4d9"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M8 10c3.5.5 6 3.5 8 6.5s4.5 6 8 6.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="16" cy="15.5" r="3" fill="#f26d0f" stroke="#17605a" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * The mark and the wordmark. Staff may publish another mark and name (`site-logos`); the
 * image is decorative because the link around the logo names the site.
 */
export function Logo({
  className,
  mark,
  wordmark,
}: {
  className?: string;
  mark?: string | undefined;
  wordmark?: string | undefined;
}) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      {mark ? (
        // eslint-disable-next-line @next/next/no-img-element -- a 32 px mark; SVGs need no optimiser
        <img src={mark} alt="" width={32} height={32} className="h-8 w-8" data-testid="site-logo" />
      ) : (
        <LogoMark />
      )}
      <span className="text-lg font-extrabold tracking-tight text-brand-900 md:text-xl">
        {wordmark && wordmark !== 'Crossport' ? (
          wordmark
        ) : (
          // Our own name keeps its two-tone wordmark; a name is not translated.
          /* eslint-disable no-restricted-syntax */
          <>
            Cross<span className="text-brand-600">port</span>
          </>
          /* eslint-enable no-restricted-syntax */
        )}
      </span>
    </span>
  );
}
