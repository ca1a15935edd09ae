import { clsx } from 'clsx';
import { Icon } from '../icons.tsx';

/**
 * A product photo at a fixed square ratio, so grids never jump while images load. Plain
 * `<img>`: photos come from many source-shop hosts, which `next/image` would need listed.
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
  priority?: boolean;
}) {
  return (
    <div className={clsx('relative aspect-square overflow-hidden bg-canvas', className)}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- see the comment above
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
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
