'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError, api, ok } from '../../lib/api.ts';
import type { BuyProduct, CancelBuyProductBody } from '../../lib/cart/types.ts';
import { cancelRequest } from '../../lib/orders/cancel.ts';
import { invoiceKeys, orderKeys } from '../../lib/orders/query-keys.ts';
import { liveVariations, variationLabel } from '../../lib/orders/variations.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/Dialog.tsx';
import { useToast } from '../ui/Toast.tsx';

/**
 * Cancel while the product is still cancellable (`can_cancel`): a confirm dialog with an
 * optional reason and, when several variations are on order, a choice of which.
 */
export function CancelBuyProduct({ product }: { product: BuyProduct }) {
  const t = useTranslations('orderActions');
  const notify = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [whole, setWhole] = useState(true);
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const live = liveVariations(product.variations);
  const body = cancelRequest(product, { whole, variationIds: chosen, reason });

  const cancel = useMutation({
    mutationFn: (request: CancelBuyProductBody) =>
      ok(
        api.PUT('/api/buy-and-ship/customer/buy-product/v1/{id}/cancel', {
          params: { path: { id: product.id } },
          body: request,
        }),
      ),
    onSuccess: ({ data }) => {
      setOpen(false);
      notify(data.status === 'cancelled' ? t('cancelled') : t('variationsCancelled'));
    },
    onError: (error) => {
      // 409 (no longer cancellable) and 422 carry a sentence meant for the customer.
      const human = error instanceof ApiError && error.status < 500;
      if (human && error.status === 409) setOpen(false);
      notify(human ? error.message : t('cancelFailed'), 'error');
    },
    // Status, timeline, tab counts and the invoice all change with a cancel.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) {
      setWhole(true);
      setChosen([]);
      setReason('');
    }
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" data-testid="cancel-product">
          {t('cancel')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('cancelTitle')} description={product.title} closeLabel={t('close')}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (body) cancel.mutate(body);
          }}
        >
          {live.length > 1 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t('what')}</legend>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60">
                <input
                  type="radio"
                  name="cancel-scope"
                  className="accent-brand-700"
                  checked={whole}
                  onChange={() => setWhole(true)}
                />
                {t('wholeProduct')}
              </label>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60">
                <input
                  type="radio"
                  name="cancel-scope"
                  className="accent-brand-700"
                  checked={!whole}
                  onChange={() => setWhole(false)}
                />
                {t('someVariations')}
              </label>
              {whole ? null : (
                <ul className="mt-1 grid gap-2 pl-2" data-testid="cancel-variations">
                  {live.map((variation) => (
                    <li key={variation.id}>
                      <label className="flex cursor-pointer items-start gap-3 text-sm">
                        <input
                          type="checkbox"
                          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                          checked={chosen.includes(variation.id)}
                          onChange={(event) =>
                            setChosen((current) =>
                              event.target.checked
                                ? [...current, variation.id]
                                : current.filter((id) => id !== variation.id),
                            )
                          }
                        />
                        <span className="min-w-0">
                          {t('variation', {
                            quantity: variation.quantity,
                            label: variationLabel(variation),
                          })}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          ) : null}
          <div className="grid gap-1.5">
            <label htmlFor={`cancel-reason-${product.id}`} className="text-sm font-medium">
              {t('reason')}
            </label>
            <textarea
              id={`cancel-reason-${product.id}`}
              value={reason}
              maxLength={500}
              rows={3}
              placeholder={t('reasonPlaceholder')}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-subtle hover:border-brand-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </div>
          <p className="text-sm text-ink-muted">{t('invoiceNote')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('keep')}</Button>
            </DialogClose>
            <Button type="submit" disabled={!body || cancel.isPending} data-testid="confirm-cancel">
              {body?.type === 'variations'
                ? t('confirmVariations', { count: body.variation_ids.length })
                : t('confirmProduct')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
