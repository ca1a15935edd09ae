'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CustomerLink } from '@/components/customer-link';
import { age, Button, Card, Empty, Field, money, Notice, PageTitle } from '@/components/ui';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/payment/admin/payment/v1/payments';

export default function BankTransfersPage() {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const pending = useQuery({
    queryKey: ['payments', 'pending'],
    queryFn: () =>
      must(staffApi.GET(BASE, { params: { query: { status: 'pending', per_page: 100 } } })),
  });
  const transfers = pending.data?.data.filter((p) => p.gateway === 'bank_transfer') ?? [];

  const decide = useMutation<
    unknown,
    StaffError,
    { id: number; approve: boolean; reason?: string }
  >({
    mutationFn: ({ id, approve, reason }) =>
      approve
        ? must(staffApi.POST(`${BASE}/{id}/approve`, { params: { path: { id } } }))
        : must(
            staffApi.POST(`${BASE}/{id}/reject`, {
              params: { path: { id } },
              body: { reason: reason ?? '' },
            }),
          ),
    onSuccess: (_data, { id, approve }) => {
      setSaid(
        approve
          ? `Payment ${id} approved: the invoices it pays are settled.`
          : `Payment ${id} rejected.`,
      );
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });

  return (
    <>
      <PageTitle description="Find each transfer by its bank reference on the statement, check the receipt, then approve or reject.">
        Bank transfers
      </PageTitle>
      {said ? <Notice tone="success">{said}</Notice> : null}
      {decide.error ? <Notice tone="error">{decide.error.message}</Notice> : null}
      <div className="mt-4 flex flex-col gap-4" data-testid="bank-transfers">
        {transfers.length === 0 ? (
          <Card>
            <Empty>{pending.isPending ? 'Loading…' : 'No bank transfer is waiting.'}</Empty>
          </Card>
        ) : null}
        {transfers.map((payment) => (
          <Card key={payment.id} title={`Payment ${payment.id} · ${money(payment.total)}`}>
            <div className="flex flex-col gap-4 md:flex-row">
              {payment.receipt_asset_id ? (
                <a
                  href={`${BASE}/${payment.id}/receipt`}
                  target="_blank"
                  rel="noreferrer"
                  className="shrink-0"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a private receipt behind the staff session, not an optimisable public image */}
                  <img
                    src={`${BASE}/${payment.id}/receipt`}
                    alt={`Receipt of payment ${payment.id}`}
                    className="h-40 w-40 rounded-lg border border-slate-200 object-cover"
                  />
                </a>
              ) : (
                <p className="text-sm text-ink-muted">No receipt uploaded.</p>
              )}
              <div className="flex flex-1 flex-col gap-3">
                <p className="text-sm text-ink-muted">
                  <CustomerLink
                    id={payment.customer_id}
                    label={`Customer ${payment.customer_id}`}
                  />{' '}
                  · waiting {age(payment.created_at)}
                </p>
                <p className="text-sm" data-testid="transfer-reference">
                  Bank reference:{' '}
                  {payment.reference ? (
                    <span className="font-mono font-medium">{payment.reference}</span>
                  ) : (
                    <span className="text-ink-muted">none given</span>
                  )}
                </p>
                <form
                  className="flex flex-col gap-3 md:flex-row md:items-end"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
                    decide.mutate({ id: payment.id, approve: false, reason });
                  }}
                >
                  <Button
                    type="button"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: payment.id, approve: true })}
                  >
                    Approve
                  </Button>
                  <div className="flex-1">
                    <Field
                      label="Reason to reject"
                      name="reason"
                      required
                      minLength={3}
                      maxLength={500}
                    />
                  </div>
                  <Button type="submit" variant="danger" disabled={decide.isPending}>
                    Reject
                  </Button>
                </form>
              </div>
            </div>
          </Card>
        ))}
      </div>
    </>
  );
}
