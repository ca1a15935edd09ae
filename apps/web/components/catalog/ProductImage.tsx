import { clsx } from 'clsx';
import { preload } from 'react-dom';
import { Icon } from '../icons.tsx';

/**
 * A product photo at a fixed square ratio, so grids never jump while images load. Plain
 * `<img>`: photos come from many source-shop hosts, which `next/image` would need listed.
 * `priority`: in the first screen, so not lazy; `'lcp'`: likely the largest thing a phone
 * paints first, so fetched first too, announced in the page's head (docs/performance.md).
 */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  priority?: boolean | 'lcp';
}) {
  if (src && priority === 'lcp') preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    <div className={clsx('relative aspect-square overflow-hidden bg-canvas', className)}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- see the comment above
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'lcp' ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="grid h-full w-full place-items-center text-ink-subtle" aria-hidden>
          <Icon name="box" size={40} />
        </div>
      )}
    </div>
  );
}
