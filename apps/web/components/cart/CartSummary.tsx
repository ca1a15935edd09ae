'use client';

import { formatMoney } from '@crossport/money';
import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { Money } from '../../lib/cart/types.ts';
import { Button, buttonClasses } from '../ui/Button.tsx';

/** The selected pieces and their total, and the way to checkout (via sign-in for a guest). */
export function CartSummary({
  summary,
  signedIn,
  moneyLocale,
}: {
  /** Null while nothing is selected. */
  summary: { pieces: number; total: Money } | null;
  signedIn: boolean;
  moneyLocale: string;
}) {
  const t = useTranslations('cart');
  const format = useFormatter();
  const checkoutHref = signedIn
    ? '/checkout'
    : `/login?return_to=${encodeURIComponent('/checkout')}`;
  return (
    <aside className="rounded-xl border border-line bg-surface p-4 lg:sticky lg:top-32">
      <h2 className="text-lg font-semibold">{t('summary')}</h2>
      <dl className="mt-3 grid gap-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-muted">{t('selectedPieces')}</dt>
          <dd>{format.number(summary?.pieces ?? 0)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>{t('subtotal')}</dt>
          <dd data-testid="cart-subtotal">
            {summary ? formatMoney(summary.total, moneyLocale) : '—'}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-ink-subtle">{t('shippingLater')}</p>
      {summary ? (
        <Link
          href={checkoutHref}
          className={buttonClasses({ variant: 'accent', size: 'lg', className: 'mt-4 w-full' })}
          data-testid="go-to-checkout"
        >
          {t('checkout')}
        </Link>
      ) : (
        <Button variant="accent" size="lg" className="mt-4 w-full" disabled>
          {t('checkout')}
        </Button>
      )}
      {summary ? null : <p className="mt-2 text-xs text-ink-muted">{t('selectToBuy')}</p>}
      {/* On a phone the total and the way to checkout stay above the tab bar while scrolling. */}
      {summary ? (
        <div
          data-testid="sticky-checkout"
          className="fixed inset-x-0 bottom-16 z-30 flex items-center justify-between gap-3 border-t border-line bg-surface/95 p-3 backdrop-blur lg:hidden"
        >
          <p className="min-w-0 text-sm">
            <span className="block text-xs text-ink-muted">{t('subtotal')}</span>
            <strong className="text-base">{formatMoney(summary.total, moneyLocale)}</strong>
          </p>
          <Link href={checkoutHref} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            {t('checkout')}
          </Link>
        </div>
      ) : null}
      {summary ? <div aria-hidden className="h-16 lg:hidden" /> : null}
    </aside>
  );
}
