import { formatMoney, type Money } from '@crossport/money';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';

/** The region price large, the shop's own CNY price beneath it. */
export function ProductPrice({
  price,
  original,
  moneyLocale,
  size = 'md',
  suffix,
  regular,
}: {
  price: Money;
  original: Money;
  moneyLocale: string;
  size?: 'md' | 'lg';
  /** Shown after the price, e.g. "/ piece". */
  suffix?: string;
  /** The price without the running campaign, struck through beside it. */
  regular?: Money | null | undefined;
}) {
  const t = useTranslations('catalog');
  return (
    <div>
      <p
        data-testid="product-price"
        className={clsx(
          'font-bold tracking-tight text-brand-800',
          size === 'lg' ? 'text-3xl' : 'text-base md:text-lg',
        )}
      >
        {formatMoney(price, moneyLocale)}
        {suffix ? <span className="ml-1 text-sm font-medium text-ink-muted">{suffix}</span> : null}
        {regular && regular.amount > price.amount ? (
          <s
            data-testid="product-regular-price"
            className={clsx(
              'ml-2 font-medium text-ink-subtle',
              size === 'lg' ? 'text-base' : 'text-xs',
            )}
          >
            <span className="sr-only">{t('regularPrice')} </span>
            {formatMoney(regular, moneyLocale)}
          </s>
        ) : null}
      </p>
      {original.currency !== price.currency ? (
        <p
          data-testid="product-original-price"
          className={clsx('text-ink-subtle', size === 'lg' ? 'text-sm' : 'text-xs')}
        >
          {t('shopPrice', { price: formatMoney(original, moneyLocale) })}
        </p>
      ) : null}
    </div>
  );
}
