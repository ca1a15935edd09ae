import { useTranslations } from 'next-intl';

/** Five stars filled to the rating, with the rating spelled out for screen readers. */
export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const t = useTranslations('catalog');
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span
      role="img"
      aria-label={t('ratingLabel', { rating: rating.toFixed(1) })}
      className="relative inline-block leading-none"
      style={{ fontSize: size }}
    >
      <span className="text-line-strong" aria-hidden>
        ★★★★★
      </span>
      <span
        className="absolute inset-0 overflow-hidden whitespace-nowrap text-accent-400"
        style={{ width: `${percent}%` }}
        aria-hidden
      >
        ★★★★★
      </span>
    </span>
  );
}
