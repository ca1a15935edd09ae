'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReceiveForm } from '@/components/receive-form';
import { SearchForm } from '@/components/search-form';
import { age, Button, Card, Empty, money, Notice, PageTitle } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/buy-and-ship/admin/buy-product/v1/buy-products';

/** The moves staff make here, after purchasing: the shop ships to our warehouse. */
const SHOP_SHIPPED = {
  from: 'purchased',
  to: 'shipped_to_warehouse',
  label: 'The shop shipped it',
};

/** Buy-and-Ship products by number or status: the shop's shipment, and receiving it abroad. */
export default function OrdersPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const [receiving, setReceiving] = useState<number | null>(null);
  const products = useQuery({
    queryKey: ['buy-products', 'search', search],
    queryFn: () => must(staffApi.GET(BASE, { params: { query: { search, per_page: 20 } } })),
    enabled: search.length > 0,
  });
  const move = useMutation<unknown, StaffError, { id: number; number: string }>({
    mutationFn: ({ id }) =>
      must(
        staffApi.POST(`${BASE}/{id}/transition`, {
          params: { path: { id } },
          body: { status: 'shipped_to_warehouse' },
        }),
      ),
    onSuccess: (_d, { number }) => {
      setSaid(`${number} is on its way to our warehouse.`);
      void queryClient.invalidateQueries({ queryKey: ['buy-products'] });
    },
  });

  return (
    <>
      <PageTitle description="Find a product by its BP- number or title; record the shop's shipment and receive it at the warehouse.">
        Orders
      </PageTitle>
      <div className="flex flex-col gap-4">
        <SearchForm
          label="Product number or title"
          action="Find"
          maxLength={100}
          onSearch={(value) => {
            setSaid(null);
            setReceiving(null);
            setSearch(value);
          }}
        />
        {said ? <Notice tone="success">{said}</Notice> : null}
        {move.error ? <Notice tone="error">{move.error.message}</Notice> : null}
        {search ? (
          <div className="flex flex-col gap-4" data-testid="found-products">
            {products.data?.data.length === 0 ? (
              <Card>
                <Empty>No product matches.</Empty>
              </Card>
            ) : null}
            {products.data?.data.map((product) => (
              <Card key={product.id} title={`${product.number} · ${product.title}`}>
                <p className="mb-3 text-sm text-ink-muted" data-testid="product-status">
                  {product.status.replaceAll('_', ' ')} · {product.quantity} pcs ·{' '}
                  {money(product.total)} · placed {age(product.created_at)} ago
                  {product.source_order_id ? ` · shop order ${product.source_order_id}` : ''}
                </p>
                {product.status === SHOP_SHIPPED.from && can(me, 'orders.purchase') ? (
                  <Button
                    disabled={move.isPending}
                    onClick={() => move.mutate({ id: product.id, number: product.number })}
                  >
                    {SHOP_SHIPPED.label}
                  </Button>
                ) : null}
                {product.status === 'shipped_to_warehouse' && can(me, 'orders.receive') ? (
                  receiving === product.id ? (
                    <ReceiveForm
                      customerId={product.customer_id}
                      save={(body) =>
                        must(
                          staffApi.PUT(`${BASE}/{id}/receive`, {
                            params: { path: { id: product.id } },
                            body,
                          }),
                        )
                      }
                      onDone={() => {
                        setReceiving(null);
                        setSaid(
                          `${product.number} received: it ships home as a parcel with its invoice.`,
                        );
                        void queryClient.invalidateQueries({ queryKey: ['buy-products'] });
                      }}
                    />
                  ) : (
                    <Button onClick={() => setReceiving(product.id)}>
                      Receive at the warehouse
                    </Button>
                  )
                ) : null}
              </Card>
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}
