'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { ProductImage } from './ProductImage.tsx';

/** The main photo with a strip of thumbnails that choose it; the parent owns which is shown. */
export function ProductGallery({
  images,
  shown,
  onShow,
  title,
}: {
  images: readonly string[];
  /** The photo on display: one of `images`, or a variation's own photo. */
  shown: string | null;
  onShow: (image: string) => void;
  title: string;
}) {
  const t = useTranslations('productPage');
  const index = shown ? images.indexOf(shown) : -1;
  return (
    <div className="flex flex-col gap-3">
      <ProductImage
        src={shown}
        alt={index >= 0 ? t('imageAlt', { title, index: index + 1, count: images.length }) : title}
        priority="lcp"
        className="rounded-xl border border-line bg-surface"
      />
      {images.length > 1 ? (
        <ul className="scrollbar-none flex gap-2 overflow-x-auto" aria-label={t('gallery')}>
          {images.map((image, position) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => onShow(image)}
                aria-label={t('showImage', { index: position + 1 })}
                aria-current={image === shown ? 'true' : undefined}
                className={clsx(
                  'block w-16 overflow-hidden rounded-md border-2 md:w-20',
                  image === shown
                    ? 'border-brand-600'
                    : 'border-transparent hover:border-line-strong',
                )}
              >
                <ProductImage src={image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
