'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { api, ok } from '../../lib/api.ts';
import type { Money } from '../../lib/cart/types.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';

/** A coupon code checked against the subtotal; the applied code goes up to the checkout. */
export function CouponForm({
  coupon,
  onCoupon,
  subtotal,
  couponError,
  className,
}: {
  coupon: string | null;
  onCoupon: (code: string | null) => void;
  /** The priced subtotal; no coupon can be checked before it is known. */
  subtotal: Money | undefined;
  /** The checkout's own word on the applied coupon (it may stop applying). */
  couponError: string | null;
  className: string;
}) {
  const t = useTranslations('checkout');
  const { line } = useErrorMessage();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const validate = useMutation({
    mutationFn: async (code: string) => {
      const path = '/api/purchase/customer/discount/v1/validate-coupon';
      return (await ok(api.POST(path, { body: { code, subtotal: subtotal! } }))).data;
    },
    onSuccess: (quote) => {
      onCoupon(quote.code);
      setMessage(quote.description);
    },
    onError: (error) => {
      onCoupon(null);
      setMessage(line(error));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim().toUpperCase();
    if (code) validate.mutate(code);
  };

  return (
    <section className={className} aria-labelledby="checkout-coupon">
      <h2 id="checkout-coupon" className="text-lg font-semibold">
        {t('coupon')}
      </h2>
      <form onSubmit={onSubmit} className="mt-3 flex gap-2 sm:max-w-md">
        <Input
          aria-label={t('couponCode')}
          placeholder={t('couponPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          name="coupon"
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={validate.isPending || !subtotal || !draft.trim()}
        >
          {t('apply')}
        </Button>
      </form>
      {message ? (
        <p
          className={coupon ? 'mt-2 text-sm text-success' : 'mt-2 text-sm text-danger'}
          role="status"
          data-testid="coupon-message"
        >
          {coupon ? t('couponApplied', { code: coupon, description: message }) : message}
        </p>
      ) : null}
      {couponError ? <p className="mt-2 text-sm text-danger">{couponError}</p> : null}
      {coupon ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1"
          onClick={() => {
            onCoupon(null);
            setMessage(null);
          }}
        >
          {t('removeCoupon')}
        </Button>
      ) : null}
    </section>
  );
}
