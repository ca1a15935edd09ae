'use client';

import { formatMoney } from '@crossport/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { ApiError, api, ok } from '../../lib/api.ts';
import type { BuyAction } from '../../lib/cart/types.ts';
import { invoiceKeys, orderKeys } from '../../lib/orders/query-keys.ts';
import { orderListPath } from '../../lib/orders/status.ts';
import { Button } from '../ui/Button.tsx';
import { AcceptChangeDialog } from './AcceptChangeDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useToast } from '../ui/Toast.tsx';

type Decision = {
  decision: 'accept' | 'cancel_item' | 'choose_alternative';
  alternative_sku_id?: string;
};

/** Changes at the source the customer must decide on: accept, take an alternative or cancel. */
export function ActionNeeded({ moneyLocale }: { moneyLocale: string }) {
  const t = useTranslations('orders');
  const notify = useToast();
  const queryClient = useQueryClient();
  const actions = useQuery({
    queryKey: orderKeys.actions,
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/buy-and-ship/customer/buy-action/v1/list', {
            params: { query: { page: 1, per_page: 50 } },
            signal,
          }),
        )
      ).data,
    staleTime: 0,
  });
  const products = useQuery({
    queryKey: orderKeys.list(null),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/buy-and-ship/customer/buy-product/v1/list', {
            params: { query: { page: 1, per_page: 50 } },
            signal,
          }),
        )
      ).data,
    staleTime: 0,
  });
  const perform = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Decision }) =>
      ok(
        api.POST('/api/buy-and-ship/customer/buy-action/v1/{id}/perform', {
          params: { path: { id } },
          body,
        }),
      ),
    onSuccess: () => notify(t('decided')),
    onError: (error) =>
      notify(error instanceof ApiError ? error.message : t('decideFailed'), 'error'),
    // The order's money and its invoice change with a decision.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });

  if (actions.isPending) return <Skeleton className="mt-6 h-32 w-full" />;
  if (actions.isError) return <ErrorState title={t('loadFailed')} />;
  const pending = actions.data.filter((action) => action.status === 'pending');
  const resolved = actions.data.filter((action) => action.status !== 'pending');
  const productOf = (id: number) => products.data?.find((p) => p.id === id);

  if (actions.data.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState icon="check" title={t('noActionsTitle')} body={t('noActionsBody')} />
      </div>
    );
  }

  const render = (action: BuyAction) => {
    const product = productOf(action.buy_product_id);
    const open = action.status === 'pending';
    return (
      <li
        key={action.id}
        className="rounded-xl border border-line bg-surface p-4 md:p-5"
        data-testid="action-item"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
              {t(`kind.${action.kind}`)}
            </p>
            <Link
              href={`${orderListPath}/${action.buy_product_id}`}
              className="mt-1 line-clamp-2 block font-medium hover:text-brand-700"
            >
              {product?.title ?? t('buyProduct', { id: action.buy_product_id })}
            </Link>
            {product ? <p className="text-xs text-ink-muted">{product.number}</p> : null}
          </div>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {t(`actionStatus.${action.status}`)}
          </span>
        </div>
        <p className="mt-3 text-sm">{action.message}</p>
        {action.proposal.variations.length > 0 ? (
          <ul className="mt-2 grid gap-1 text-sm text-ink-muted">
            {action.proposal.variations.map((variation) => {
              const before = product?.variations.find((v) => v.sku_id === variation.sku_id);
              return (
                <li key={variation.sku_id}>
                  {variation.unit_price
                    ? t('newPrice', {
                        sku: before?.properties.map((p) => p.value).join(' / ') || variation.sku_id,
                        // The price when the action was raised: after accepting, the
                        // product already carries the new one.
                        before: variation.previous_unit_price
                          ? formatMoney(variation.previous_unit_price, moneyLocale)
                          : '—',
                        after: formatMoney(variation.unit_price, moneyLocale),
                      })
                    : null}
                  {variation.available_quantity !== null
                    ? t('newQuantity', { count: variation.available_quantity })
                    : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {open ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <AcceptChangeDialog
              action={action}
              product={product}
              moneyLocale={moneyLocale}
              disabled={perform.isPending}
              onConfirm={() => perform.mutate({ id: action.id, body: { decision: 'accept' } })}
            />
            {action.proposal.alternatives.map((alternative) => (
              <Button
                key={alternative.sku_id}
                variant="secondary"
                disabled={perform.isPending}
                onClick={() =>
                  perform.mutate({
                    id: action.id,
                    body: {
                      decision: 'choose_alternative',
                      alternative_sku_id: alternative.sku_id,
                    },
                  })
                }
              >
                {t('chooseAlternative', {
                  description: alternative.description,
                  price: formatMoney(alternative.unit_price, moneyLocale),
                })}
              </Button>
            ))}
            <Button
              variant="ghost"
              disabled={perform.isPending}
              onClick={() => perform.mutate({ id: action.id, body: { decision: 'cancel_item' } })}
            >
              {t('cancelItem')}
            </Button>
          </div>
        ) : null}
      </li>
    );
  };

  return (
    <div className="mt-6 grid gap-6">
      {pending.length > 0 ? (
        <ul className="grid gap-3">{pending.map(render)}</ul>
      ) : (
        <EmptyState icon="check" title={t('noActionsTitle')} body={t('noActionsBody')} />
      )}
      {resolved.length > 0 ? (
        <section aria-labelledby="resolved-title">
          <h2 id="resolved-title" className="mb-3 font-semibold">
            {t('resolved')}
          </h2>
          <ul className="grid gap-3">{resolved.map(render)}</ul>
        </section>
      ) : null}
    </div>
  );
}
