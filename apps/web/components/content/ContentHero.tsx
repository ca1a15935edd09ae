import Link from 'next/link';
import type { BlockOf } from '../../lib/content/types.ts';
import { Icon } from '../icons.tsx';
import { buttonClasses } from '../ui/Button.tsx';

/** A content page's leading hero block: its heading is the page's `h1`. */
export function ContentHero({ block }: { block: BlockOf<'hero'> }) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="container-page grid items-center gap-8 py-10 md:grid-cols-[1.4fr_1fr] md:py-16">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight md:text-display">
            {block.heading}
          </h1>
          {block.subheading ? (
            <p className="mt-4 max-w-xl text-base text-brand-100 md:text-lg">{block.subheading}</p>
          ) : null}
          <div className="mt-8 flex flex-col gap-3 md:flex-row md:flex-wrap">
            {block.cta ? (
              <Link
                href={block.cta.href}
                className={buttonClasses({ variant: 'accent', size: 'lg' })}
              >
                {block.cta.label}
                <Icon name="arrowRight" size={18} />
              </Link>
            ) : null}
            {block.secondary_cta ? (
              <Link
                href={block.secondary_cta.href}
                className={buttonClasses({
                  variant: 'secondary',
                  size: 'lg',
                  className: 'border-white/30 bg-white/10 text-white hover:bg-white/20',
                })}
              >
                {block.secondary_cta.label}
              </Link>
            ) : null}
          </div>
        </div>
        {block.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- content pictures, sized by CSS
          <img
            src={block.image}
            alt=""
            width={480}
            height={320}
            className="mx-auto max-h-64 w-full max-w-sm rounded-2xl object-contain"
          />
        ) : null}
      </div>
    </section>
  );
}
