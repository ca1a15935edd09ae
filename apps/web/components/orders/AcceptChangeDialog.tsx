'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BuyAction, BuyProduct } from '../../lib/cart/types.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/Dialog.tsx';

/**
 * Accepting a change at the source asks first: each old and new price, the product's total
 * before and after, and the order total the invoice will then ask for.
 */
export function AcceptChangeDialog({
  action,
  product,
  moneyLocale,
  disabled,
  onConfirm,
}: {
  action: BuyAction;
  product: BuyProduct | undefined;
  moneyLocale: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations('acceptChange');
  const [open, setOpen] = useState(false);
  const show = (value: BuyAction['total_before']) =>
    value ? formatMoney(value, moneyLocale) : '—';
  const labelOf = (sku: string) =>
    product?.variations
      .find((v) => v.sku_id === sku)
      ?.properties.map((p) => p.value)
      .join(' / ') || sku;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={disabled} data-testid="accept-action">
          {t('open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('title')}
        description={product?.title ?? action.message}
        closeLabel={t('close')}
      >
        <div className="grid gap-4 text-sm" data-testid="accept-change-dialog">
          <p>{action.message}</p>
          <ul className="grid gap-2">
            {action.proposal.variations.map((change) => (
              <li key={change.sku_id} className="flex flex-wrap justify-between gap-x-3">
                <span className="text-ink-muted">{labelOf(change.sku_id)}</span>
                <span className="whitespace-nowrap" data-testid="accept-change-price">
                  {change.unit_price
                    ? t('price', {
                        before: show(change.previous_unit_price),
                        after: formatMoney(change.unit_price, moneyLocale),
                      })
                    : null}
                  {change.available_quantity !== null
                    ? t('quantity', {
                        before: change.previous_quantity ?? '—',
                        after: change.available_quantity,
                      })
                    : null}
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid gap-1 border-t border-line pt-3">
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">{t('productTotal')}</dt>
              <dd className="whitespace-nowrap">
                {show(action.total_before)} → {show(action.total_after)}
              </dd>
            </div>
            <div className="flex justify-between gap-3 font-semibold">
              <dt>{t('newOrderTotal')}</dt>
              <dd className="whitespace-nowrap" data-testid="accept-change-order-total">
                {show(action.order_total_after)}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">{t('keepDeciding')}</Button>
            </DialogClose>
            <Button
              disabled={disabled}
              data-testid="confirm-accept"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {t('confirm')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
