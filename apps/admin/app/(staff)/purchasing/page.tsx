'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { age, Button, Card, Empty, Field, money, Notice, PageTitle } from '@/components/ui';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/buy-and-ship/admin/buy-product/v1/buy-products';

export default function PurchasingPage() {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const toBuy = useQuery({
    queryKey: ['buy-products', 'purchasing'],
    queryFn: () =>
      must(staffApi.GET(BASE, { params: { query: { status: 'purchasing', per_page: 50 } } })),
  });
  const bought = useMutation<
    unknown,
    StaffError,
    { id: number; number: string; orderId: string; cost: number }
  >({
    mutationFn: ({ id, orderId, cost }) =>
      must(
        staffApi.POST(`${BASE}/{id}/transition`, {
          params: { path: { id } },
          body: {
            status: 'purchased',
            purchase: { source_order_id: orderId, cost: { amount: cost, currency: 'CNY' } },
          },
        }),
      ),
    onSuccess: (_data, { number }) => {
      setSaid(`${number} is purchased; the customer sees it on their order.`);
      void queryClient.invalidateQueries({ queryKey: ['buy-products'] });
    },
  });

  return (
    <>
      <PageTitle description="Buy each product at its shop, then record the shop's order id and what we paid.">
        Purchasing
      </PageTitle>
      {said ? <Notice tone="success">{said}</Notice> : null}
      {bought.error ? <Notice tone="error">{bought.error.message}</Notice> : null}
      <div className="mt-4 flex flex-col gap-4" data-testid="to-purchase">
        {toBuy.data?.data.length === 0 ? (
          <Card>
            <Empty>Nothing to buy right now.</Empty>
          </Card>
        ) : null}
        {toBuy.data?.data.map((product) => (
          <Card key={product.id} title={`${product.number} · ${product.title}`}>
            <div className="flex flex-col gap-3">
              <p className="text-sm text-ink-muted">
                {product.quantity} pcs · customer pays {money(product.total)} · waiting{' '}
                {age(product.created_at)} ·{' '}
                <a
                  className="text-brand-700 underline"
                  href={product.source_url}
                  target="_blank"
                  rel="noreferrer"
                >
                  open at {product.source_site}
                </a>
              </p>
              <form
                className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_12rem_auto] md:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  const form = new FormData(event.currentTarget);
                  bought.mutate({
                    id: product.id,
                    number: product.number,
                    orderId: String(form.get('order')),
                    cost: Math.round(Number(form.get('cost')) * 100),
                  });
                }}
              >
                <Field label="Shop order id" name="order" required maxLength={64} />
                <Field
                  label="Paid (CNY)"
                  name="cost"
                  type="number"
                  step="0.01"
                  min="0.01"
                  required
                  inputMode="decimal"
                />
                <Button type="submit" disabled={bought.isPending}>
                  Mark purchased
                </Button>
              </form>
            </div>
          </Card>
        ))}
      </div>
    </>
  );
}
